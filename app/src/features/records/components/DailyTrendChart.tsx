// A small inline-SVG bar chart of a month's daily trade amounts. No chart library: ~30 bars and a
// baseline do not need one. Screen readers get one sentence summarising the month (role="img"). The
// labels are HTML around the picture, not SVG text: the picture scales down on a 320-px phone, and
// its text with it (to 8.5 px); HTML labels keep the type scale's 12-px floor.
import { formatYuan } from '../../../lib/format';
import './DailyTrendChart.css';

export interface DailyPoint {
  /** Day of month, 1-based. */
  day: number;
  amount: number;
}

export interface DailyTrendChartProps {
  /** 'YYYYMM' */
  monthDate: string;
  /** One entry per day with trades; missing days count as zero. */
  points: readonly DailyPoint[];
  daysInMonth: number;
  /**
   * Tapping a day's column opens that day. The columns are a pointer shortcut inside the chart's
   * picture; keyboard and screen-reader users open a day from the days' table.
   */
  onSelectDay?: (day: number) => void;
}

const W = 690;
const H = 240;
const PAD = { top: 8, right: 8, bottom: 4, left: 8 };

/** The sentence read for the chart, e.g. '11月每日交易金额：共30天，有交易18天，最高11月15日¥2,000.00'. */
export function chartSummary(monthDate: string, points: readonly DailyPoint[], daysInMonth: number): string {
  const month = Number(monthDate.slice(4, 6));
  const active = points.filter((p) => p.amount !== 0);
  if (active.length === 0) return `${month}月每日交易金额：本月暂无交易`;
  const top = active.reduce((a, b) => (b.amount > a.amount ? b : a));
  const total = active.reduce((s, p) => s + p.amount, 0);
  return `${month}月每日交易金额：共${daysInMonth}天，有交易${active.length}天，合计${formatYuan(total)}，最高${month}月${top.day}日${formatYuan(top.amount)}`;
}

export function DailyTrendChart({ monthDate, points, daysInMonth, onSelectDay }: DailyTrendChartProps) {
  const byDay = new Map(points.map((p) => [p.day, p.amount]));
  const peak = Math.max(0, ...points.map((p) => p.amount));
  const max = Math.max(peak, 0.01);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / daysInMonth;
  const barW = Math.max(2, slot * 0.6);
  const ticks = [1, 10, 20, daysInMonth];
  const label = chartSummary(monthDate, points, daysInMonth);

  return (
    <figure className="mh-trend">
      <p className="mh-trend-peak" aria-hidden="true">
        最高 {formatYuan(peak)}
      </p>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="mh-trend-svg">
        <title>{label}</title>
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={H - PAD.bottom}
          y2={H - PAD.bottom}
          className="mh-trend-axis"
        />
        {Array.from({ length: daysInMonth }, (_, i) => {
          const day = i + 1;
          const amount = Math.max(0, byDay.get(day) ?? 0);
          const h = (amount / max) * plotH;
          return (
            <rect
              key={day}
              className="mh-trend-bar"
              data-day={day}
              x={PAD.left + i * slot + (slot - barW) / 2}
              y={H - PAD.bottom - h}
              width={barW}
              height={h}
            />
          );
        })}
        {onSelectDay
          ? Array.from({ length: daysInMonth }, (_, i) => (
              // The whole column's height, so a short bar is as easy to hit as a tall one.
              <rect
                key={`hit-${i + 1}`}
                className="mh-trend-hit"
                data-day={i + 1}
                x={PAD.left + i * slot}
                y={0}
                width={slot}
                height={H}
                onClick={() => onSelectDay(i + 1)}
              />
            ))
          : null}
      </svg>
      <div className="mh-trend-ticks" aria-hidden="true">
        {ticks.map((day) => (
          <span key={day} style={{ left: `${((PAD.left + (day - 0.5) * slot) / W) * 100}%` }}>
            {day}日
          </span>
        ))}
      </div>
      <figcaption className="mh-trend-caption">每日交易金额</figcaption>
    </figure>
  );
}
