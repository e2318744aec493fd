// 全部 / 获取 / 使用 / 过期: which entries of the bill to show (tradeType 01/02/03).
import { ChipGroup } from '../../../components/ChipGroup/ChipGroup';
import { isBillFilter, type BillFilter } from '../api/bill';
import { BILL_TYPES } from '../lib/billTypes';

const CHIPS = BILL_TYPES.map((t) => ({ value: t.code, label: t.name }));

export function BillTypeChips({ value, onChange }: { value: BillFilter; onChange: (v: BillFilter) => void }) {
  return (
    <ChipGroup
      label="积分类型"
      layout="fill"
      chips={CHIPS}
      value={value}
      onChange={(v) => isBillFilter(v) && onChange(v)}
    />
  );
}
