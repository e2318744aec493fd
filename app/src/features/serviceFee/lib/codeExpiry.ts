// How long a QR code order stays payable. The server writes `expireTime` in China Standard Time
// ('YYYY-MM-DD HH:mm:ss'); a phone whose clock is off could read it as long past, so the page
// never waits longer than the order's known validity, and never less than a minute.
export const QR_ORDER_VALID_MS = 15 * 60_000;
const MIN_WAIT_MS = 60_000;

/** @example msUntilExpiry('2026-11-23 10:15:00', Date.parse('2026-11-23T02:05:00Z')) // 600000 */
export function msUntilExpiry(expireTime: string, now: number = Date.now()): number {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(expireTime);
  if (!match) return QR_ORDER_VALID_MS;
  const at = Date.parse(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}+08:00`);
  const left = at - now;
  if (!(left > 0)) return QR_ORDER_VALID_MS;
  return Math.min(Math.max(left, MIN_WAIT_MS), QR_ORDER_VALID_MS);
}
