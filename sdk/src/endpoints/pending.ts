// Placeholders for endpoints whose shapes are still being written down. Nothing may use these once
// every io table is filled in: endpoints.test.ts fails while any io file still imports this module.

/** A response not yet declared (`any` only while the tables are being filled in). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Pending = any;
/** A request body not yet declared. */
export type PendingBody = Record<string, unknown>;
/** A query not yet declared. */
export type PendingQuery = Record<string, string | number | undefined>;
