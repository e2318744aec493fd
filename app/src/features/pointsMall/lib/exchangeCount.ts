// How many pieces may be exchanged at once: 1–99, no more than the stock, no more than the balance
// buys. The message says which limit the count passed.
export const MAX_COUNT = 99;

export interface CountLimits {
  /** points a piece costs */
  points: number;
  stock: number;
  balance: number;
}

/** The most the merchant can take now (0 when not even one). */
export function maxCount({ points, stock, balance }: CountLimits): number {
  const affordable = points > 0 ? Math.floor(balance / points) : MAX_COUNT;
  return Math.max(0, Math.min(MAX_COUNT, stock, affordable));
}

/** What is wrong with `text` as a count, or undefined. */
export function countProblem(text: string, limits: CountLimits): string | undefined {
  if (!/^\d+$/.test(text.trim())) return '请输入兑换数量（1–99 的整数）';
  const count = Number(text);
  if (count < 1) return '兑换数量至少为 1';
  if (count > MAX_COUNT) return `每次最多兑换 ${MAX_COUNT} 件`;
  if (count > limits.stock) return `库存仅剩 ${limits.stock} 件`;
  if (count * limits.points > limits.balance)
    return `积分不足，当前积分最多可兑换 ${Math.floor(limits.balance / limits.points)} 件`;
  return undefined;
}
