// Every request and response type the io tables use, for `export type *` at the package edges.
export type * from './records.types';
export type * from './bills.types';
