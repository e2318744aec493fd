import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { shiftYm, toYm } from '../../lib/dates';
import { MonthStepper } from './MonthStepper';
import { YearStepper } from './YearStepper';

const meta: Meta<typeof MonthStepper> = { title: 'Inputs/MonthStepper', component: MonthStepper };
export default meta;
type Story = StoryObj<typeof MonthStepper>;

function MonthDemo({ start, monthsBack }: { start: string; monthsBack?: number }) {
  const [value, setValue] = useState(start);
  return <MonthStepper label="账单月份" value={value} monthsBack={monthsBack} onChange={setValue} />;
}

function YearDemo() {
  const [year, setYear] = useState(new Date().getFullYear());
  return <YearStepper label="账单年份" value={year} onChange={setYear} />;
}

/** This month: 下一月 is off; the month opens the picker. */
export const ThisMonth: Story = { render: () => <MonthDemo start={toYm(new Date())} /> };
/** The earliest month allowed: 上一月 is off. */
export const EarliestMonth: Story = {
  render: () => <MonthDemo start={shiftYm(toYm(new Date()), -6)} monthsBack={6} />,
};
/** By year (saving bills). */
export const Year: Story = { render: () => <YearDemo /> };
