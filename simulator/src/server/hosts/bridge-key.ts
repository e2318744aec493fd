// Only the host shim writes the bridge log: each page the simulator serves with the shim gets a key
// bound to its session (a nonce and its HMAC under a per-process secret), which the shim sends
// with every report. A page of another site cannot read the key, so it cannot forge entries or
// answer a native-initiated call. Stateless, so a million page loads store nothing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header the shim sends the key in, and the meta tag it is handed over in. */
export const BRIDGE_KEY_HEADER = 'x-sim-bridge-key';
export const BRIDGE_KEY_META = 'sim-bridge-key';

export interface BridgeKeys {
  /** A fresh key for one page of `session`. */
  mint(session: string): string;
  /** True when `key` was minted by this process for `session`. */
  verify(session: string, key: unknown): boolean;
}

/** @example const keys = createBridgeKeys(); keys.verify('s1', keys.mint('s1')) // true */
export function createBridgeKeys(secret: Buffer = randomBytes(32)): BridgeKeys {
  const mac = (session: string, nonce: string) =>
    createHmac('sha256', secret).update(`${session}\n${nonce}`).digest();
  return {
    mint(session) {
      const nonce = randomBytes(12).toString('base64url');
      return `${nonce}.${mac(session, nonce).toString('base64url')}`;
    },
    verify(session, key) {
      if (typeof key !== 'string' || key.length > 100) return false;
      const [nonce = '', tag = ''] = key.split('.', 2);
      const given = Buffer.from(tag, 'base64url');
      const expected = mac(session, nonce);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
