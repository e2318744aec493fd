// The opaque reference a route carries instead of a card number: random, meaningless outside this
// tab's memory (state/cardBindingSlice).

/** 12 lowercase base-36 characters from crypto.getRandomValues, e.g. 'k3v9x0m2q7ab'. */
export function newCardRef(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}
