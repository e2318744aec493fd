// Whether the app may leave for an address the server handed it (a partner points mall's signed
// login): an https address on an allow-list of exact origins, in the form the server signs, that
// carries no credential of ours. Anything else is refused, never repaired (docs/decisions.md
// "Partner points malls").

/** Why an address was refused. */
export type AddressRefusal = 'malformed' | 'not-allowed' | 'carries-credentials';

export type AddressCheck = { ok: true; href: string } | { ok: false; reason: AddressRefusal };

/** The longest address followed. */
export const MAX_ADDRESS_LENGTH = 2048;

// Printable ASCII only, without the space and the backslash: no whitespace or control character
// for the parser to strip, no `\` it would read as `/`, no Unicode host to pass for another.
const PLAIN_ASCII = /^[\x21-\x5b\x5d-\x7e]+$/;
// Query or fragment keys that would hand the third party a credential of the app's.
const CREDENTIAL_KEY = /token|device-?verify/i;

function carriesCredentials(url: URL): boolean {
  const keys = [...url.searchParams.keys(), ...new URLSearchParams(url.hash.slice(1)).keys()];
  return keys.some((key) => CREDENTIAL_KEY.test(key));
}

const refuse = (reason: AddressRefusal): AddressCheck => ({ ok: false, reason });

/**
 * Checks `address` against `allowedOrigins` (exact origins such as `https://duiba.sim.localhost`):
 * it must parse on its own (no relative or protocol-relative form), be exactly its own serialisation
 * (no uppercase, percent-encoded host, default port or dot segments for the parser to rewrite), use
 * `https:`, carry no user name or password and no port of its own, have an allowed origin, and name
 * no token in its query or fragment.
 *
 * @example
 * checkPartnerAddress('https://duiba.sim.localhost/autoLogin?uid=M1', ['https://duiba.sim.localhost'])
 * // { ok: true, href: 'https://duiba.sim.localhost/autoLogin?uid=M1' }
 * checkPartnerAddress('https://duiba.sim.localhost.evil.com/', ['https://duiba.sim.localhost'])
 * // { ok: false, reason: 'not-allowed' }
 */
export function checkPartnerAddress(address: unknown, allowedOrigins: readonly string[]): AddressCheck {
  if (typeof address !== 'string' || address.length > MAX_ADDRESS_LENGTH || !PLAIN_ASCII.test(address))
    return refuse('malformed');
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return refuse('malformed');
  }
  // What is followed is exactly what was checked.
  if (url.href !== address) return refuse('malformed');
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '')
    return refuse('not-allowed');
  if (!allowedOrigins.includes(url.origin)) return refuse('not-allowed');
  if (carriesCredentials(url)) return refuse('carries-credentials');
  return { ok: true, href: url.href };
}
