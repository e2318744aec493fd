import type { TradeTypeOption } from '@merchant-h5/sdk';
import { ChipGroup } from '../../../components/ChipGroup/ChipGroup';

export interface TradeTypeChipsProps {
  types: readonly TradeTypeOption[];
  value: string;
  onChange: (code: string) => void;
}

const ALL = 'all';

/** One chip per trade type ('全部' first); the list reloads with the chosen one. */
export function TradeTypeChips({ types, value, onChange }: TradeTypeChipsProps) {
  return (
    <ChipGroup
      label="交易类型"
      layout="scroll"
      chips={types.map((t) => ({ value: t.tradeType || ALL, label: t.tradeTypeName }))}
      value={value || ALL}
      onChange={(code) => onChange(code === ALL ? '' : code)}
    />
  );
}
