// Text as the contract takes it (docs/decisions.md "Bounds on free text"): no control characters
// (line breaks and tabs only in a multi-line field), no lone surrogates, and no longer than its limit.
// The forms check with it before sending, and the simulator refuses a request it finds fault with.
import { PLAIN_FIELDS } from '../endpoints/plain-fields';
import { PLAIN_TEXT_LIMIT, type FieldLimits, type TextLimit } from '../endpoints/text-limits';

/**
 * Why a text is refused: a control character (C0, DEL or C1), a lone surrogate (half of a UTF-16
 * pair, which no real character is), or more than its limit allows; null when it is fine.
 */
export type TextProblem = 'control' | 'surrogate' | 'tooLong' | null;

/** A refused string of a request: its field's path, why, and the rule it broke. */
export interface FieldTextProblem {
  /** `businessInfo.address`; a refused key is named as JSON spells it, so it prints. */
  field: string;
  problem: Exclude<TextProblem, null>;
  limit: TextLimit;
}

const isLineBreakOrTab = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;
const isControl = (code: number, multiline: boolean) =>
  isLineBreakOrTab(code) ? !multiline : code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** What is wrong with the code unit at `i`: both halves of a surrogate pair pass. */
function unitProblem(value: string, i: number, multiline: boolean): TextProblem {
  const code = value.charCodeAt(i);
  if (isHigh(code)) return isLow(value.charCodeAt(i + 1)) ? null : 'surrogate';
  if (isLow(code)) return isHigh(value.charCodeAt(i - 1)) ? null : 'surrogate';
  return isControl(code, multiline) ? 'control' : null;
}

/**
 * Checks one text against its rule: characters first (a control character or a lone surrogate),
 * then the length in UTF-16 code units (as a browser's `maxLength` counts). Without a rule, the rule
 * of a string that is not free text ({@link PLAIN_TEXT_LIMIT}) applies.
 *
 * @example
 * ```ts
 * textProblem('上海市黄浦区南京东路 100 号', TEXT_LIMITS.address); // null
 * textProblem('张\u0000伟', TEXT_LIMITS.personName); // 'control'
 * textProblem('第一行\n第二行', TEXT_LIMITS.remark); // null: a remark may span lines
 * textProblem('a'.repeat(31), TEXT_LIMITS.personName); // 'tooLong'
 * ```
 */
export function textProblem(value: string, limit: TextLimit = PLAIN_TEXT_LIMIT): TextProblem {
  const multiline = limit.multiline === true;
  for (let i = 0; i < value.length; i += 1) {
    const problem = unitProblem(value, i, multiline);
    if (problem) return problem;
  }
  return value.length > limit.maxLength ? 'tooLong' : null;
}

/**
 * The text without its control characters (line breaks and tabs kept when `multiline`) and lone
 * surrogates: what a form keeps of a paste, so the rest of it is not lost.
 *
 * @example
 * ```ts
 * stripControlCharacters('张\u0000伟\n'); // '张伟'
 * stripControlCharacters('第一行\r\n第二行\u0007', true); // '第一行\r\n第二行'
 * ```
 */
export function stripControlCharacters(value: string, multiline = false): string {
  let kept = '';
  for (let i = 0; i < value.length; i += 1) if (!unitProblem(value, i, multiline)) kept += value[i];
  return kept;
}

const PICTURE_DATA = new Set<string>(PLAIN_FIELDS.pictureData);
const UNBOUNDED: TextLimit = { maxLength: Number.POSITIVE_INFINITY };

function ruleOf(path: string, limits: FieldLimits): TextLimit {
  if (Object.prototype.hasOwnProperty.call(limits, path)) return limits[path]!;
  return PICTURE_DATA.has(path.slice(path.lastIndexOf('.') + 1)) ? UNBOUNDED : PLAIN_TEXT_LIMIT;
}

/**
 * The first string of a request (keys included, breadth first) that breaks its rule: its endpoint's
 * `limits` for free text, {@link PLAIN_TEXT_LIMIT} for every other string (picture data is bounded by
 * the body's size only). Null when every string passes. Walks without recursion, so no nesting
 * overflows the stack.
 *
 * @example
 * ```ts
 * requestTextProblem({ contactName: '张伟', address: 'x'.repeat(101) }, endpoints.deviceApply.limits);
 * // { field: 'address', problem: 'tooLong', limit: { maxLength: 100 } }
 * ```
 */
export function requestTextProblem(input: unknown, limits: FieldLimits = {}): FieldTextProblem | null {
  const queue: Array<[path: string, value: unknown]> = [['', input]];
  for (let next = 0; next < queue.length; next += 1) {
    const [path, value] = queue[next]!;
    if (typeof value === 'string') {
      const limit = ruleOf(path, limits);
      const problem = textProblem(value, limit);
      if (problem) return { field: path, problem, limit };
    } else if (Array.isArray(value)) {
      for (const item of value) queue.push([path, item]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const keyProblem = textProblem(key);
        const field = path ? `${path}.${key}` : key;
        if (keyProblem) {
          return {
            field: path ? `${path}.${JSON.stringify(key)}` : JSON.stringify(key),
            problem: keyProblem,
            limit: PLAIN_TEXT_LIMIT,
          };
        }
        queue.push([field, item]);
      }
    }
  }
  return null;
}

/**
 * The Chinese sentence for a text problem, naming the field (a form's label, or a field's path).
 *
 * @example
 * ```ts
 * textProblemMessage('详细地址', 'tooLong', TEXT_LIMITS.address); // '详细地址最多 100 个字'
 * textProblemMessage('联系人', 'control', TEXT_LIMITS.personName); // '联系人含有不可见的控制字符，请删除后重新输入'
 * ```
 */
export function textProblemMessage(
  name: string,
  problem: Exclude<TextProblem, null>,
  limit: TextLimit,
): string {
  if (problem === 'tooLong') return `${name}最多 ${limit.maxLength} 个字`;
  if (problem === 'control') return `${name}含有不可见的控制字符，请删除后重新输入`;
  return `${name}含有无法识别的字符，请删除后重新输入`;
}
