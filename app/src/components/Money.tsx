// An amount in yuan: '¥' and two decimals (docs/product.md §9), formatted by the SDK.
import { formatYuan } from '../lib/format';

export interface MoneyProps {
  amount: number | string | null | undefined;
  className?: string;
}

export function Money({ amount, className }: MoneyProps) {
  return <span className={className ? `mh-money ${className}` : 'mh-money'}>{formatYuan(amount)}</span>;
}
