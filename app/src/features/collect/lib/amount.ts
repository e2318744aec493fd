// The amount the merchant types to collect: yuan, more than 0, at most 50000, at most two decimals
// (the server's rule too: collect-orders.ts in the simulator).
export const MAX_COLLECT_AMOUNT = 50_000;

/**
 * What is wrong with the typed amount, in the merchant's words; undefined when it is fine.
 *
 * @example amountProblem('12.345') // '金额最多两位小数'
 */
export function amountProblem(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return '请输入收款金额';
  if (!/^\d+(\.\d*)?$/.test(value)) return '请输入正确的金额，如 128.50';
  if (!/^\d+(\.\d{0,2})?$/.test(value)) return '金额最多两位小数';
  const amount = Number(value);
  if (amount <= 0) return '收款金额须大于 0';
  if (amount > MAX_COLLECT_AMOUNT) return '单笔收款金额不能超过 ¥50,000.00';
  return undefined;
}

/** The typed amount in yuan (after amountProblem said it is fine). @example parseAmount('08.5') // 8.5 */
export const parseAmount = (text: string): number => Math.round(Number(text.trim()) * 100) / 100;
