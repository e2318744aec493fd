// The gateway's signature over the order string it hands the app for a host wallet's `pay`
// (`orderInfo`), and the wallet's check of it (docs/simulator.md "Wallet"). As in Alipay's order
// string: every parameter but `sign` and `sign_type`, sorted by name, `name=value` joined by `&`, is
// signed, and the signature travels in `sign`. Here HMAC-SHA256 under a secret of this simulator, bound
// to the session, stands in for the merchant's RSA key.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SimContext } from '../../../context';

export const SIGN_TYPE = 'HMAC-SHA256';

/** Longer than any order string the gateway makes: the wallet does not read on. */
const MAX_ORDER_INFO = 2048;

// Per simulator (one context each), so two simulators in one process never take each other's orders.
const secrets = new WeakMap<SimContext, Buffer>();
function secretOf(ctx: SimContext): Buffer {
  let secret = secrets.get(ctx);
  if (!secret) {
    secret = randomBytes(32);
    secrets.set(ctx, secret);
  }
  return secret;
}

function signatureOf(ctx: SimContext, session: string, params: URLSearchParams): Buffer {
  const content = [...params]
    .filter(([name]) => name !== 'sign' && name !== 'sign_type')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return createHmac('sha256', secretOf(ctx)).update(`${session}\n${content}`).digest();
}

/**
 * The order string for `fields`, signed for `session`: the fields, then `sign_type` and `sign`.
 *
 * @example signOrderInfo(ctx, 'default', { out_trade_no: 'SF202611220001', total_amount: '99.00' })
 */
export function signOrderInfo(ctx: SimContext, session: string, fields: Record<string, string>): string {
  const params = new URLSearchParams(fields);
  params.set('sign_type', SIGN_TYPE);
  params.set('sign', signatureOf(ctx, session, params).toString('base64'));
  return [...params].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}

/**
 * The parameters of `orderInfo` when this simulator's gateway signed it, unchanged, for `session`;
 * null for anything else (tampered, unsigned, another session's).
 *
 * @example verifiedOrderInfo(ctx, 'default', orderInfo)?.get('total_amount') // '99.00'
 */
export function verifiedOrderInfo(
  ctx: SimContext,
  session: string,
  orderInfo: unknown,
): URLSearchParams | null {
  if (typeof orderInfo !== 'string' || orderInfo.length > MAX_ORDER_INFO) return null;
  const params = new URLSearchParams(orderInfo);
  const sign = params.get('sign');
  if (params.get('sign_type') !== SIGN_TYPE || !sign) return null;
  const given = Buffer.from(sign, 'base64');
  const expected = signatureOf(ctx, session, params);
  return given.length === expected.length && timingSafeEqual(given, expected) ? params : null;
}
