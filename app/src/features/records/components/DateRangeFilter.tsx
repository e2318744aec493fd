// Date range of a list: quick ranges (today, 7/30/90 days) or any range from the calendar.
import { Suspense, lazy, useState } from 'react';
import { fromYmd, lastDays, showYmd } from '../../../lib/dates';
import { ChipGroup } from '../../../components/ChipGroup/ChipGroup';
import './filters.css';

const RangeCalendar = lazy(() => import('./RangeCalendar'));

export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** How far back the merchant may look (the records keep 90 days). */
  maxDays?: number;
}

const QUICK = [1, 7, 30, 90] as const;
const quickLabel = (days: number) => (days === 1 ? '今日' : `近${days}天`);

export function DateRangeFilter({ value, onChange, maxDays = 90 }: DateRangeFilterProps) {
  // Mounted on first open, then kept so it can animate closed.
  const [calendar, setCalendar] = useState<'never' | 'open' | 'closed'>('never');
  const today = new Date();
  const quick = QUICK.map((days) => ({ days, range: lastDays(days, today) }));
  const pressed = quick.find(
    (q) => q.range.startDate === value.startDate && q.range.endDate === value.endDate,
  );
  return (
    <div className="mh-filter-dates">
      <ChipGroup
        label="交易日期"
        chips={quick.map((q) => ({ value: String(q.days), label: quickLabel(q.days) }))}
        value={pressed ? String(pressed.days) : null}
        onChange={(days) => onChange(lastDays(Number(days), today))}
      />
      <button
        type="button"
        className="mh-filter-range"
        aria-label={`选择日期范围，当前 ${showYmd(value.startDate)} 至 ${showYmd(value.endDate)}`}
        onClick={() => setCalendar('open')}
      >
        {showYmd(value.startDate)} 至 {showYmd(value.endDate)}
      </button>
      {calendar !== 'never' ? (
        <Suspense fallback={null}>
          <RangeCalendar
            open={calendar === 'open'}
            value={value}
            min={fromYmd(lastDays(maxDays, today).startDate)}
            max={today}
            onClose={() => setCalendar('closed')}
            onChange={onChange}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
