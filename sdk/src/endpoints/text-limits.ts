// How long the text of a request may be: one vocabulary the catalogue's endpoints name in their
// `limits` for free text, and one bound for every other string, so the SDK's check, the form's
// counter and the simulator's refusal read the same number. SPEC gives no lengths; the choices and
// their reasons are in docs/decisions.md ("Bounds on free text").

/**
 * The rule of one free-text field: at most `maxLength` UTF-16 code units (what a browser's
 * `maxLength` counts: one Chinese character is one, an emoji two), and line breaks and tabs only
 * where `multiline` says so.
 *
 * @example
 * ```ts
 * const remark: TextLimit = { maxLength: 200, multiline: true };
 * ```
 */
export interface TextLimit {
  readonly maxLength: number;
  readonly multiline?: boolean;
}

/**
 * The free-text fields of one endpoint and their rules, keyed by the field's path in the body (or
 * query): nested objects joined by `.` (`businessInfo.address`), an array's items under the array's
 * name. A string field that is not listed is not free text (an id, a code, a date, a number with its
 * own validator, a picture); `endpoints/plain-fields.ts` names those.
 *
 * @example
 * ```ts
 * const limits: FieldLimits = { contactName: TEXT_LIMITS.personName, address: TEXT_LIMITS.address };
 * ```
 */
export type FieldLimits = Readonly<Record<string, TextLimit>>;

/**
 * The kinds of free text the catalogue takes, each with its one rule.
 *
 * @example
 * ```ts
 * TEXT_LIMITS.address.maxLength; // 100
 * ```
 */
export const TEXT_LIMITS = {
  /** A person: legal representative, contact, account holder, receiver. */
  personName: { maxLength: 30 },
  /** The registered business name. */
  merchantName: { maxLength: 50 },
  /** The name on the shop sign and on the customer's bill (mecDisNm, shortName). */
  shopName: { maxLength: 30 },
  /** A street address, or a whole address line. */
  address: { maxLength: 100 },
  /** One province, city or district name. */
  regionName: { maxLength: 20 },
  /** Province, city and district names in one line ('上海市 上海市 徐汇区'). */
  areaLabel: { maxLength: 60 },
  bankName: { maxLength: 30 },
  /** A bank branch ('中国工商银行上海市徐汇区支行'). */
  branchName: { maxLength: 60 },
  /** A business category's name (mccValue). */
  category: { maxLength: 50 },
  /** A reason or a description the merchant writes: the one kind that may span lines. */
  remark: { maxLength: 200, multiline: true },
  /** What the merchant types into a search box. */
  keyword: { maxLength: 32 },
} as const satisfies Record<string, TextLimit>;

/**
 * Every other string of a request — ids, codes, dates, numbers, and fields a form carries that the
 * contract does not name — is single-line and at most this long. Picture data (`PLAIN_FIELDS.pictureData`)
 * is the exception: the body's size bounds it.
 *
 * @example
 * ```ts
 * PLAIN_TEXT_LIMIT.maxLength; // 256
 * ```
 */
export const PLAIN_TEXT_LIMIT = { maxLength: 256 } as const satisfies TextLimit;
