import type { MonthBill } from '@merchant-h5/sdk';
import { formatYuan } from '../../../lib/format';
import './bills.css';

/** The month in four numbers: trade amount and count, fees, withdrawals. */
export function MonthTotals({ totals }: { totals: MonthBill['totals'] }) {
  const items = [
    { label: '交易金额', value: formatYuan(totals.tradeAmount) },
    { label: '交易笔数', value: `${totals.tradeCount}笔` },
    { label: '手续费', value: formatYuan(totals.fee) },
    { label: '提现金额', value: formatYuan(totals.withdrawalAmount) },
  ];
  return (
    <dl className="mh-bill-totals">
      {items.map((item) => (
        <div key={item.label} className="mh-bill-total">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
