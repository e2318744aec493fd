// What the log may show: tokens cut to 6 characters, card and ID numbers masked, in headers and
// in decrypted bodies alike (docs/product.md "Privacy and safety rules": no token, card or ID number in
// clear outside the state).
import { maskCard, maskIdNo } from '../state/generate/mask';

const SECRET_HEADERS = new Set(['token', 'device-verify', 'encrypt-key']);
const CARD_KEY = /(card(no|num|number)?|actno|banknum|setbankno|accountno)$/i;
const ID_KEY = /(idno|identityno|cardno.*id|legalmancardno|legalpersoncardno|idcard)$/i;
const TOKEN_KEY = /token/i;
const CARD_TEXT = /^\d{12,19}$/;
const ID_TEXT = /^\d{17}[\dXx]$/;

export function maskToken(value: string): string {
  return value.length <= 6 ? value : `${value.slice(0, 6)}…`;
}

export function redactHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    const lower = name.toLowerCase();
    if (SECRET_HEADERS.has(lower)) out[name] = maskToken(value);
    else if (lower === 'cookie')
      out[name] = value.replace(/(sim_token=)([^;]*)/g, (_m, k: string, v: string) => `${k}${maskToken(v)}`);
    else out[name] = value;
  }
  return out;
}

function redactString(key: string, value: string): string {
  if (TOKEN_KEY.test(key)) return maskToken(value);
  if (ID_TEXT.test(value) || (ID_KEY.test(key) && value.length >= 15)) return maskIdNo(value);
  if (CARD_TEXT.test(value) || (CARD_KEY.test(key) && /^\d{10,}$/.test(value))) return maskCard(value);
  if (value.startsWith('sim-token:')) return maskToken(value);
  return value;
}

/** A deep copy with sensitive values masked. */
export function redact(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return redactString(key, value);
  if (Array.isArray(value)) return value.map((v) => redact(v, key));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = redact(v, k);
    return out;
  }
  return value;
}

/** Parses JSON text for the log when it is JSON, then redacts; other text is kept (cut to 4 KB). */
export function redactText(text: string): unknown {
  try {
    return redact(JSON.parse(text));
  } catch {
    const cut = text.length > 4096 ? `${text.slice(0, 4096)}…` : text;
    return redactString('', cut);
  }
}
