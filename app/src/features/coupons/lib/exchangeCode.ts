// The exchange code's shape, checked before it is sent (the server checks it too): 8 letters or
// digits; typed in any case, sent in upper case, spaces dropped (codes are often copied with them).
export const CODE_LENGTH = 8;

/** What the field keeps of what was typed or pasted. */
export function normaliseCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase().slice(0, CODE_LENGTH);
}

/** The message beside the field for a code of the wrong shape; undefined when it may be sent. */
export function codeError(code: string): string | undefined {
  if (!code) return '请输入兑换码';
  if (!/^[A-Z0-9]*$/.test(code)) return '兑换码只含字母和数字';
  if (code.length !== CODE_LENGTH) return `兑换码为 ${CODE_LENGTH} 位，还差 ${CODE_LENGTH - code.length} 位`;
  return undefined;
}
