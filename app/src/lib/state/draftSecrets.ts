// What a persisted draft may never hold (docs/product.md "Privacy and safety rules"): a token, an
// ID number, a card number or a mobile number in clear. They are dropped, not masked: a masked number restored into
// a form field would be submitted as if typed, so the merchant types those fields again instead.

/** Field names that hold a card or account number, an ID number, a mobile number or a token. */
const SECRET_KEY =
  /(token|imei|device-?verify|card(no|num|number)$|actno$|banknum$|setbankno$|accountno$|idno$|identityno$|legalmancardno$|idcard|mblno$|mobile|phone(no|num|number)?$|tel(no)?$)/i;
/** A bank card number (12–19 digits, spaces or dashes allowed) or a mainland ID number. */
const CARD_TEXT = /^\d[\d -]{10,21}\d$/;
const ID_TEXT = /^\d{17}[\dXx]$|^\d{15}$/;
/** A mainland mobile number. */
const MOBILE_TEXT = /^1[3-9]\d{9}$/;

function isSecretText(value: string): boolean {
  const trimmed = value.trim();
  return (
    ID_TEXT.test(trimmed) ||
    MOBILE_TEXT.test(trimmed.replace(/[ -]/g, '')) ||
    (CARD_TEXT.test(trimmed) && trimmed.replace(/\D/g, '').length >= 12)
  );
}

/** A deep copy of a draft without any field that is, or is named like, a secret. */
export function withoutSecrets(value: unknown): unknown {
  if (typeof value === 'string') return isSecretText(value) ? undefined : value;
  if (Array.isArray(value)) return value.map(withoutSecrets).filter((v) => v !== undefined);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      if (SECRET_KEY.test(key)) continue;
      const kept = withoutSecrets(field);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return value;
}
