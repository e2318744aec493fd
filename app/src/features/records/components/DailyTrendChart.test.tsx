import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { DailyTrendChart, chartSummary } from './DailyTrendChart';

describe('DailyTrendChart', () => {
  it('draws one bar per day, the tallest for the best day, and says so in its label', async () => {
    const points = [
      { day: 3, amount: 500 },
      { day: 15, amount: 2000 },
      { day: 28, amount: 1000 },
    ];
    const { container } = render(<DailyTrendChart monthDate="202611" points={points} daysInMonth={30} />);
    await expectNoA11yViolations(container);

    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      '11月每日交易金额：共30天，有交易3天，合计¥3,500.00，最高11月15日¥2,000.00',
    );
    const bars = [...container.querySelectorAll<SVGRectElement>('rect.mh-trend-bar')];
    expect(bars).toHaveLength(30);
    const height = (day: number) => Number(bars[day - 1]?.getAttribute('height'));
    expect(height(15)).toBeGreaterThan(height(28));
    expect(height(28)).toBeCloseTo(height(15) / 2, 5);
    expect(height(1)).toBe(0);
    expect(Math.max(...bars.map((b) => Number(b.getAttribute('height'))))).toBe(height(15));
    // Its labels are HTML at the type scale, not SVG text that shrinks with the picture.
    expect(container.querySelectorAll('svg text')).toHaveLength(0);
    expect([...container.querySelectorAll('.mh-trend-ticks span')].map((t) => t.textContent)).toEqual([
      '1日',
      '10日',
      '20日',
      '30日',
    ]);
    expect(container.querySelector('.mh-trend-peak')?.textContent).toBe('最高 ¥2,000.00');
  });

  it('draws an empty month flat and says there were no trades', async () => {
    const { container } = render(<DailyTrendChart monthDate="202602" points={[]} daysInMonth={28} />);
    await expectNoA11yViolations(container);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('2月每日交易金额：本月暂无交易');
    const bars = [...container.querySelectorAll('rect.mh-trend-bar')];
    expect(bars).toHaveLength(28);
    expect(bars.every((b) => Number(b.getAttribute('height')) === 0)).toBe(true);
  });

  it('never draws a refund-only day below the axis', () => {
    expect(chartSummary('202611', [{ day: 2, amount: -30 }], 30)).toContain('有交易1天');
    const { container } = render(
      <DailyTrendChart monthDate="202611" points={[{ day: 2, amount: -30 }]} daysInMonth={30} />,
    );
    const bar = container.querySelector('rect[data-day="2"]');
    expect(Number(bar?.getAttribute('height'))).toBe(0);
  });

  it('a tap anywhere in a day’s column opens that day, even where the bar is short', async () => {
    const onSelectDay = vi.fn();
    const { container } = render(
      <DailyTrendChart
        monthDate="202611"
        points={[{ day: 15, amount: 2000 }]}
        daysInMonth={30}
        onSelectDay={onSelectDay}
      />,
    );
    await expectNoA11yViolations(container);
    const hits = container.querySelectorAll('rect.mh-trend-hit');
    expect(hits).toHaveLength(30);
    fireEvent.click(container.querySelector('rect.mh-trend-hit[data-day="3"]')!);
    expect(onSelectDay).toHaveBeenLastCalledWith(3);
  });
});
