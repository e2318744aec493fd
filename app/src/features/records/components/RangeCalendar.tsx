// antd-mobile's CalendarPicker for a custom range; loaded only when the merchant opens it.
import { CalendarPicker } from 'antd-mobile';
import { fromYmd, toYmd } from '../../../lib/dates';
import type { DateRange } from './DateRangeFilter';

export interface RangeCalendarProps {
  open: boolean;
  value: DateRange;
  min: Date;
  max: Date;
  onClose: () => void;
  onChange: (range: DateRange) => void;
}

export default function RangeCalendar({ open, value, min, max, onClose, onChange }: RangeCalendarProps) {
  return (
    <CalendarPicker
      visible={open}
      selectionMode="range"
      title="选择日期范围"
      min={min}
      max={max}
      defaultValue={[fromYmd(value.startDate), fromYmd(value.endDate)]}
      onClose={onClose}
      onConfirm={(range) => {
        if (range) onChange({ startDate: toYmd(range[0]), endDate: toYmd(range[1]) });
      }}
    />
  );
}
