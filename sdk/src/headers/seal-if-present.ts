// An absent credential is sent as '' rather than as the ciphertext of '' (docs/product.md §7: "empty if
// absent"), so the gateway can tell "not signed in" from "signed in".
export function sealIfPresent(value: string | undefined, encrypt: (value: string) => string): string {
  return value ? encrypt(value) : '';
}
