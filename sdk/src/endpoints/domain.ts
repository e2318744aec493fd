// Every request and response type the io tables use, for `export type *` at the package edges.
export type * from './records.types';
export type * from './bills.types';
export type * from './user-service.types';
export type * from './pos-user-service.types';
export type * from './pay-service.types';
export type * from './pos-pay-service.types';
export type * from './pos-operation-service.types';
export type * from './pos-coupon-service.types';
export type * from './onboarding.types';
export type * from './card-binding.types';
export type * from './collect.types';
export type * from './channel-certification.types';
