// The list's search text: what may go to the server and into the address. A card is searched by its
// last four digits only; a full card number never reaches a URL (docs/product.md privacy rules).
import { endpoints, textProblem, textProblemMessage } from '@merchant-h5/sdk';

/** Digits only, as long as a card number (12–19; spaces and dashes as typed on a card). */
const CARD_NUMBER = /^\d{12,19}$/;
const KEYWORD_LIMIT = endpoints.transactionRecordList.limits.keyword;
export const MAX_KEYWORD = KEYWORD_LIMIT.maxLength;

export type KeywordCheck = { ok: true; keyword: string } | { ok: false; message: string };

/**
 * @example
 * checkKeyword(' 88.00 ') // { ok: true, keyword: '88.00' }
 * checkKeyword('6222 0212 3456 7890') // { ok: false, message: '请只输入卡号后四位' }
 */
export function checkKeyword(text: string): KeywordCheck {
  const keyword = text.trim();
  if (CARD_NUMBER.test(keyword.replace(/[\s-]/g, '')))
    return { ok: false, message: '请只输入卡号后四位，完整卡号不能用于搜索' };
  const problem = textProblem(keyword, KEYWORD_LIMIT);
  if (problem) return { ok: false, message: textProblemMessage('搜索内容', problem, KEYWORD_LIMIT) };
  return { ok: true, keyword };
}

/** The keyword to send from the address: '' for anything {@link checkKeyword} refuses. */
export function safeKeyword(text: string): string {
  const check = checkKeyword(text);
  return check.ok ? check.keyword : '';
}
