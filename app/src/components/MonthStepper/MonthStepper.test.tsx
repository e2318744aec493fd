import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shiftYm, showYm, toYm } from '../../lib/dates';
import { expectNoA11yViolations } from '../../testing/a11y';
import { MonthStepper } from './MonthStepper';
import { YearStepper } from './YearStepper';

const thisMonth = toYm(new Date());

describe('MonthStepper', () => {
  it('steps a month back and on, never past this month', async () => {
    const onChange = vi.fn();
    const { container } = render(<MonthStepper label="账单月份" value={thisMonth} onChange={onChange} />);
    await expectNoA11yViolations(container);
    const group = screen.getByRole('group', { name: '账单月份' });
    expect(within(group).getByRole('button', { name: `选择月份，当前 ${showYm(thisMonth)}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一月' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: '上一月' }));
    expect(onChange).toHaveBeenLastCalledWith(shiftYm(thisMonth, -1));
  });

  it('opens the month picker from the month itself', async () => {
    const { container } = render(<MonthStepper value={thisMonth} onChange={() => undefined} />);
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: `选择月份，当前 ${showYm(thisMonth)}` }));
    expect(await screen.findByText('选择月份')).toBeTruthy();
  });

  it('stops at monthsBack and crosses a year boundary', async () => {
    const onChange = vi.fn();
    const earliest = shiftYm(thisMonth, -3);
    const { container, rerender } = render(
      <MonthStepper value={earliest} monthsBack={3} onChange={onChange} />,
    );
    await expectNoA11yViolations(container);
    expect(screen.getByRole('group', { name: '月份' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '上一月' })).toHaveProperty('disabled', true);

    // The first month with data wins over monthsBack.
    rerender(
      <MonthStepper value={earliest} earliest={shiftYm(thisMonth, -5)} monthsBack={3} onChange={onChange} />,
    );
    expect(screen.getByRole('button', { name: '上一月' })).toHaveProperty('disabled', false);
    rerender(<MonthStepper value={earliest} earliest={earliest} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '上一月' })).toHaveProperty('disabled', true);

    rerender(<MonthStepper value="202512" monthsBack={1200} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '下一月' }));
    expect(onChange).toHaveBeenLastCalledWith('202601');
  });
});

describe('YearStepper', () => {
  it('steps a year back, and on up to this year', async () => {
    const onChange = vi.fn();
    const year = new Date().getFullYear();
    const { container, rerender } = render(<YearStepper label="账单年份" value={year} onChange={onChange} />);
    await expectNoA11yViolations(container);
    expect(within(screen.getByRole('group', { name: '账单年份' })).getByText(`${year}年`)).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一年' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '上一年' }));
    expect(onChange).toHaveBeenLastCalledWith(year - 1);

    rerender(<YearStepper value={year - 2} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '下一年' }));
    expect(onChange).toHaveBeenLastCalledWith(year - 1);
  });
});

describe('Stepper touch targets', () => {
  // jsdom lays nothing out: the 44×44 CSS px of docs/product.md "UI rules" is checked on the
  // stylesheet, as px so it holds below 375 px where the rem layout shrinks.
  const css = readFileSync(join(__dirname, 'MonthStepper.css'), 'utf8');
  const rule = (selector: string) => new RegExp(`\\${selector}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';

  it('the arrows and the current period are at least 44 px', () => {
    expect(rule('.mh-stepper-step')).toMatch(/width:\s*max\([^)]*44px\)/);
    expect(rule('.mh-stepper-step')).toMatch(/height:\s*max\([^)]*44px\)/);
    expect(rule('.mh-stepper-current')).toMatch(/min-height:\s*44px/);
  });
});
