// 全部 / 获取 / 使用 / 过期: which entries of the bill to show (tradeType 01/02/03).
import { BILL_TYPES } from '../lib/billTypes';
import type { BillFilter } from '../api/bill';

export function BillTypeChips({ value, onChange }: { value: BillFilter; onChange: (v: BillFilter) => void }) {
  return (
    <div className="mh-points-chips" role="group" aria-label="积分类型">
      {BILL_TYPES.map((t) => (
        <button
          key={t.name}
          type="button"
          className="mh-points-chip"
          aria-pressed={t.code === value}
          onClick={() => onChange(t.code)}
        >
          {t.name}
        </button>
      ))}
    </div>
  );
}
