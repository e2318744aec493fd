// What WeChat does for the official account, played by the simulator: the authorize step's codes
// (good once, for five minutes), their exchange as `sns/oauth2/access_token` answers it (WeChat's
// `{errcode, errmsg}` on failure: 40029 unknown or expired, 40163 used), and the WeChat user of a
// session. A session is one phone's WeChat (docs/simulator.md "One WeChat user per phone").
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { MerchantState, OfficialAccountRecord } from '../../../state/model';
import type { SimSession } from '../../../state/session';

const configFile = new URL('../../../../../../fixtures/environments/official-account.json', import.meta.url);

/** The official account's appid: the app's build takes the same fixture as its default. */
export const OFFICIAL_ACCOUNT_APP_ID = (JSON.parse(readFileSync(configFile, 'utf8')) as { appId: string })
  .appId;

/** WeChat's codes are good for five minutes. */
export const CODE_VALID_MS = 5 * 60_000;
const KEPT_CODES = 20;

/** WeChat's answer to a code exchange. */
export type CodeExchange =
  { errcode: 40029 | 40163; errmsg: string } | { openid: string; scope: 'snsapi_base'; is_snapshotuser?: 1 };

export function officialAccountOf(state: MerchantState): OfficialAccountRecord {
  return (state.officialAccount ??= { codes: [], openid: null, snapshot: false, sms: null, binding: null });
}

/** The session's WeChat user, the same on every visit; a snapshot visit gets a virtual one. */
export function openidOf(session: SimSession, snapshot: boolean): string {
  const hash = createHash('sha256')
    .update(`${snapshot ? 'snapshot' : 'user'}:${session.id}`)
    .digest('base64url');
  return `o${hash.slice(0, 27)}`;
}

/** As a page may show an openid: its ends only. */
export function maskOpenid(openid: string): string {
  return `${openid.slice(0, 4)}****${openid.slice(-4)}`;
}

const SNAPSHOT = 'officialAccountSnapshot';

/** Whether QA asked for snapshot-page visits (PUT /__sim/official-account); reset keeps it. */
export function snapshotVisits(session: SimSession): boolean {
  return session.attachments[SNAPSHOT] === true;
}

export function setSnapshotVisits(session: SimSession, on: boolean): void {
  if (on) session.attachments[SNAPSHOT] = true;
  else delete session.attachments[SNAPSHOT];
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * `length` random letters and digits, as WeChat's codes and nonces are. Not hex: 32 hex characters
 * hold a run of 13 digits or more in ~4% of codes, which reads as a card number to the e2e privacy scan.
 */
export function alphanumeric(length: number): string {
  return Array.from(randomBytes(length), (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}

/**
 * The authorize step: a fresh code for the session's WeChat user.
 *
 * @example const { code, snapshot } = mintCode(session, state, Date.now());
 */
export function mintCode(session: SimSession, state: MerchantState, now: number) {
  const record = officialAccountOf(state);
  const snapshot = snapshotVisits(session);
  const code = alphanumeric(32);
  record.codes.push({ code, openid: openidOf(session, snapshot), snapshot, issuedAt: now, used: false });
  if (record.codes.length > KEPT_CODES) record.codes.splice(0, record.codes.length - KEPT_CODES);
  return { code, snapshot };
}

const rid = () =>
  `rid: ${randomBytes(12)
    .toString('hex')
    .replace(/(.{8})(.{8})/, '$1-$2-')}`;

/**
 * `sns/oauth2/access_token` for a code: once, within five minutes.
 *
 * @example exchangeCode(state, code, Date.now()) // { errcode: 40163, errmsg: 'code been used, rid: …' }
 */
export function exchangeCode(state: MerchantState, code: string, now: number): CodeExchange {
  const found = officialAccountOf(state).codes.find((c) => c.code === code);
  if (!found || now - found.issuedAt > CODE_VALID_MS)
    return { errcode: 40029, errmsg: `invalid code, ${rid()}` };
  if (found.used) return { errcode: 40163, errmsg: `code been used, ${rid()}` };
  found.used = true;
  return {
    openid: found.openid,
    scope: 'snsapi_base',
    ...(found.snapshot ? { is_snapshotuser: 1 as const } : {}),
  };
}
