// antd-mobile's month DatePicker; loaded only when the merchant opens it.
import { DatePicker } from 'antd-mobile';
import { fromYm, toYm } from '../../lib/dates';

export interface MonthPickerSheetProps {
  open: boolean;
  /** 'YYYYMM' */
  value: string;
  min: Date;
  max: Date;
  onClose: () => void;
  onChange: (monthDate: string) => void;
}

export default function MonthPickerSheet({
  open,
  value,
  min,
  max,
  onClose,
  onChange,
}: MonthPickerSheetProps) {
  return (
    <DatePicker
      visible={open}
      precision="month"
      title="选择月份"
      min={min}
      max={max}
      value={fromYm(value)}
      onClose={onClose}
      onConfirm={(date) => onChange(toYm(date))}
    />
  );
}
