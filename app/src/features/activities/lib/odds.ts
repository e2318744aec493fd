// A pool's odds as the server draws them: among the entries in stock, each by its weight over theirs.
import type { PrizePoolEntry } from '@merchant-h5/sdk';

/** In stock: no limit (null) or pieces left. An entry at 0 is not drawn. */
export const inStock = (e: Pick<PrizePoolEntry, 'stock'>) => e.stock === null || e.stock > 0;

/** Each entry's chance (0–1) in the pool's order; 0 for an entry out of stock. */
export function poolOdds(pool: readonly Pick<PrizePoolEntry, 'stock' | 'weight'>[]): number[] {
  const total = pool.reduce((sum, e) => sum + (inStock(e) ? Math.max(0, e.weight) : 0), 0);
  return pool.map((e) => (inStock(e) && total > 0 ? Math.max(0, e.weight) / total : 0));
}

/**
 * A chance as a percentage, to two decimals at most.
 *
 * @example showOdds(0.125) // '12.5%'
 * @example showOdds(0.00001) // '<0.01%'
 */
export function showOdds(chance: number): string {
  if (chance > 0 && chance < 0.0001) return '<0.01%';
  return `${Number((chance * 100).toFixed(2))}%`;
}
