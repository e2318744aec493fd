// Figures under their labels: a bill's totals, a merchant's level, the summary over a filtered list.
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import './SummaryTable.css';

export interface SummaryItem {
  label: string;
  /** Shown as given: format it first, e.g. formatYuan(fee) or '42笔'. */
  value: ReactNode;
}

export interface SummaryTableProps {
  items: readonly SummaryItem[];
  /**
   * 'grid' (default): two columns, each label over its figure; 'column': one figure a row;
   * 'line': one sentence, 'label value，label value' (under a list's filters), read out when it changes.
   */
  layout?: 'grid' | 'column' | 'line';
}

/**
 * @example
 * <SummaryTable items={[{ label: '交易金额', value: formatYuan(3500) }, { label: '交易笔数', value: '42笔' }]} />
 * <SummaryTable layout="line" items={[{ label: '成功', value: '45 笔' }, { label: '金额', value: '¥9999.00' }]} />
 */
export function SummaryTable({ items, layout = 'grid' }: SummaryTableProps) {
  if (layout === 'line') {
    return (
      <p className="mh-range-summary" aria-live="polite">
        {/* Text nodes straight in the <p>, so the sentence reads (and matches) as one. */}
        {items.map((item, i) => (
          <Fragment key={item.label}>
            {i > 0 ? '，' : null}
            {item.label} {item.value}
          </Fragment>
        ))}
      </p>
    );
  }
  return (
    <dl className={layout === 'column' ? 'mh-bill-totals mh-bill-totals--single' : 'mh-bill-totals'}>
      {items.map((item) => (
        <div key={item.label} className="mh-bill-total">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
