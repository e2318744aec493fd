// What the gateway sends, as bytes: built once so an idempotent replay sends the very same ones.
// A plain shape below the sessions (state/session.ts keeps answers per Idempotency-Key).
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The plain text before sealing, for the log. */
  plain: string;
  sealed: boolean;
}
