// What a log may show (docs/simulator.md "Logs"): every token, IMEI, card, ID and mobile number
// masked, wherever it sits — a header, a decrypted body, a bridge payload, a URL's query, a
// Referer, a cookie, a summary line. Applied by the log store to every entry it keeps, so no
// writer can forget it, and to what the simulator prints on its console.
import { maskCard, maskIdNo, maskMobile } from '../state/generate/mask';

/**
 * Keys whose whole value is a credential: TOKEN, TOKEN_ID, sim_token, DEVICE-VERIFY, ENCRYPT-KEY…,
 * and the official account's `wx.config` signature (`signature`, `verifySignature`).
 */
const SECRET_KEY =
  /(token(_?id)?|device-verify|encrypt-key|authorization|password|secret|bridge-key|signature)$/i;
const IMEI_KEY = /(imei|meid)$/i;
/** A credit card's security code and expiry: never shown, not even in part. */
const HIDDEN_KEY = /^(cvn2|cvv2?|cvc|expirydate)$/i;
const CARD_KEY = /(card(no|num|number)?|actno|banknum|setbankno|accountno)$/i;
const ID_KEY = /(idno|identityno|cardno.*id|legalmancardno|legalpersoncardno|idcard)$/i;
/** phone, contactPhone, mobile, mblNo, tel… (PHONE_MODLE, PHONE-PLATFORM end otherwise). */
const MOBILE_KEY = /(phone|mobile|mbl|tel|tell)(no|num|number)?$/i;
/** What a number in a mobile field looks like: digits, maybe `+86`, spaces or dashes. */
const MOBILE_VALUE = /^\+?\d[\d -]{6,}$/;
/** A Chinese mobile number in free text (a summary, a URL, an unnamed field): 1, 3–9, 9 digits. */
const MOBILE_TEXT = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
const CARD_TEXT = /^\d{12,19}$/;
const ID_TEXT = /^\d{17}[\dXx]$/;
const SIM_TOKEN_TEXT = /sim-token:[\w.:%-]*/g;
/** `name=value` in a query string, a Referer or a cookie. */
const PARAM = /([?&;\s]|^)([\w.-]+)=([^&#;\s]*)/g;

/** The first 6 characters and an ellipsis: enough to tell two tokens apart, not to use one. */
export function maskToken(value: string): string {
  return value.length <= 6 ? value : `${value.slice(0, 6)}…`;
}

/** Only the last 4 characters of a device id stay. */
export function maskImei(value: string): string {
  return value.length <= 4 ? '*'.repeat(value.length) : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** 11-digit mobile numbers inside free text, 3 + 4 kept. */
const maskMobilesInText = (text: string) =>
  text.length < 11
    ? text
    : text.replace(MOBILE_TEXT, (_whole, head: string, tail: string) => `${head}****${tail}`);

/** Masks tokens, mobile numbers and `secret=…` parameters inside free text (URLs, cookies, summaries). */
function redactInText(text: string): string {
  if (!text.includes('=') && !text.includes('sim-token:')) return maskMobilesInText(text);
  return maskMobilesInText(
    text
      .replace(PARAM, (whole, lead: string, name: string, value: string) => {
        const masked = redactValue(name, decoded(value), false);
        return masked === decoded(value) ? whole : `${lead}${name}=${masked}`;
      })
      .replace(SIM_TOKEN_TEXT, (token) => maskToken(token)),
  );
}

type KeyKind = 'secret' | 'hidden' | 'imei' | 'id' | 'card' | 'mobile' | 'other';

// Every gateway answer is logged: a list of 20 rows has ~300 strings under a dozen key names, so
// each name is classified once.
const kinds = new Map<string, KeyKind>();
function kindOf(key: string): KeyKind {
  let kind = kinds.get(key);
  if (kind === undefined) {
    kind = SECRET_KEY.test(key)
      ? 'secret'
      : HIDDEN_KEY.test(key)
        ? 'hidden'
        : IMEI_KEY.test(key)
          ? 'imei'
          : ID_KEY.test(key)
            ? 'id'
            : CARD_KEY.test(key)
              ? 'card'
              : MOBILE_KEY.test(key)
                ? 'mobile'
                : 'other';
    if (kinds.size < 10_000) kinds.set(key, kind);
  }
  return kind;
}

/** A picture as a data URL: its type and length only (a photo may show a card or a face, and is bulky). */
const DATA_URL = /^(data:[\w/+.-]+;base64,)[A-Za-z0-9+/]*={0,2}$/;

function redactValue(key: string, value: string, inText = true): string {
  if (value.startsWith('data:')) {
    const picture = DATA_URL.exec(value);
    if (picture) return `${picture[1]}…(${value.length - picture[1]!.length} chars)`;
  }
  const kind = kindOf(key);
  if (kind === 'secret') return maskToken(value);
  if (kind === 'hidden') return '*'.repeat(value.length);
  if (kind === 'imei') return maskImei(value);
  if (kind === 'mobile' && MOBILE_VALUE.test(value)) return maskMobile(value);
  const digits = value.length >= 10 && value.charCodeAt(0) >= 48 && value.charCodeAt(0) <= 57;
  if (digits && (ID_TEXT.test(value) || (kind === 'id' && value.length >= 15))) return maskIdNo(value);
  if (digits && (CARD_TEXT.test(value) || (kind === 'card' && /^\d{10,}$/.test(value))))
    return maskCard(value);
  return inText ? redactInText(value) : value;
}

/** A string as the log may show it, `key` being the field or header it sits in. */
export function redactString(key: string, value: string): string {
  return redactValue(key, value);
}

/** A deep copy with sensitive values masked. */
export function redact(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return redactValue(key, value);
  if (Array.isArray(value)) return value.map((v) => redact(v, key));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = redact(v, k);
    return out;
  }
  return value;
}

/**
 * The longest body a log entry keeps whole, in characters. Bodies may be up to 1 MB and the store
 * keeps 2,000–2,500 entries: cut bodies keep the worst case near 2 × 8 KB per entry (~40 MB in all).
 */
export const LOG_BODY_MAX_CHARS = 8192;

/** Card and ID numbers inside cut JSON text, where no field name says what they are (mobiles too). */
const NUMBER_IN_TEXT = /(?<!\d)\d{12,19}(?:[Xx](?!\w))?(?!\d)/g;

/** A body too long to keep: its length and its start, numbers masked (tokens are, when stored). */
const cut = (text: string) => ({
  cut: true,
  chars: text.length,
  start: `${maskMobilesInText(
    text.slice(0, 1024).replace(NUMBER_IN_TEXT, (n) => (ID_TEXT.test(n) ? maskIdNo(n) : maskCard(n))),
  )}…`,
});

/** JSON text as a value for the log (other text is kept, cut to 4 KB); masked when stored. */
export function textForLog(text: string): unknown {
  if (text.length > LOG_BODY_MAX_CHARS) return cut(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.length > 4096 ? `${text.slice(0, 4096)}…` : text;
  }
}

/** A parsed body as the log keeps it: whole when short, else cut like textForLog. */
export function valueForLog(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const text = JSON.stringify(value);
  return text.length > LOG_BODY_MAX_CHARS ? cut(text) : value;
}
