// The endpoint catalogue's summaries ('交易记录列表') document the contract for its readers, the
// docs and the simulator's harness; the app never shows one. When the catalogue was in the entry,
// its 149 summaries were on every first screen's wire (1.2 KB of brotli). The app's build leaves
// them out of each endpoint's module (./catalogueSplit.ts); the SDK's own build keeps them.

/** The catalogue's modules, one per service: sdk/src/endpoints/<service>.ts. */
export const CATALOGUE = /[\\/]sdk[\\/]src[\\/]endpoints[\\/][\w-]+-service\.ts$/;

/** `summary: '…',` as the catalogue writes it: a single-quoted string on one line. */
const SUMMARY = /\bsummary: '(?:[^'\\\n]|\\.)*',?/g;

/**
 * `code` without its summaries.
 *
 * @example stripSummaries("a: { path: 'x', summary: '列表' }") // "a: { path: 'x',  }"
 */
export function stripSummaries(code: string): string {
  return code.replace(SUMMARY, '');
}
