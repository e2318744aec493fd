// The monthly bill: month stepper, the month's totals, the daily trend and the days' figures. A day
// (its column or its row) opens that day's transactions; pull down to reload; in a host app the bill
// can be saved to the album as a picture.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MonthBill } from '@merchant-h5/sdk';
import { PullToRefresh } from '../../../components/ListScreen/PullToRefresh';
import { MonthStepper } from '../../../components/MonthStepper/MonthStepper';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { SummaryTable } from '../../../components/SummaryTable/SummaryTable';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { daysInMonth } from '../../../lib/dates';
import { formatYuan } from '../../../lib/format';
import { useSaveAsImage } from '../../../lib/host/useSaveAsImage';
import { useMirrorHref } from '../../../lib/useMirrorHref';
import { useSearchValues } from '../../../lib/useSearchValues';
import { useMonthBillQuery } from '../api/bills';
import { billMonth } from '../api/calls';
import { BillDaysTable } from './BillDaysTable';
import { DailyTrendChart } from './DailyTrendChart';
import './bills.css';

/** The month in four numbers: trade amount and count, fees, withdrawals. */
function monthTotals(totals: MonthBill['totals']) {
  return [
    { label: '交易金额', value: formatYuan(totals.tradeAmount) },
    { label: '交易笔数', value: `${totals.tradeCount}笔` },
    { label: '手续费', value: formatYuan(totals.fee) },
    { label: '提现金额', value: formatYuan(totals.withdrawalAmount) },
  ];
}

function isEmptyMonth(bill: MonthBill | undefined): boolean {
  return !bill || (bill.totals.tradeCount === 0 && bill.daily.length === 0);
}

/** 'YYYYMMDD' → that day's transaction records, in the mirror when the bill is. */
function useDayHref(): (date: string) => string {
  const toScreen = useMirrorHref();
  return (date) =>
    toScreen(
      paths.records.transactionRecord,
      href(paths.records.transactionRecord, {}, { startDate: date, endDate: date }),
    );
}

export function MonthBillView() {
  const [{ monthDate: asked }, update] = useSearchValues(['monthDate']);
  const monthDate = billMonth(asked);
  const query = useMonthBillQuery(monthDate);
  const { data } = query;
  // State, not a ref: the pull gesture attaches once the scroller exists.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const navigate = useNavigate();
  const dayHref = useDayHref();
  const saver = useSaveAsImage(`月账单-${monthDate}`);
  const refresh = () => query.refetch();
  const points = (data?.daily ?? []).map((d) => ({ day: Number(d.date.slice(6, 8)), amount: d.amount }));

  return (
    <div className="mh-bill" ref={setScroller}>
      <MonthStepper
        label="账单月份"
        value={monthDate}
        earliest={data?.months[data.months.length - 1]}
        onChange={(m) => update({ monthDate: m })}
      />
      <PullToRefresh scroller={scroller} onRefresh={refresh}>
        <QueryState {...queryStatus(query)} isEmpty={isEmptyMonth(data)} emptyText="本月暂无交易">
          {data ? (
            <>
              <SummaryTable items={monthTotals(data.totals)} />
              <DailyTrendChart
                monthDate={monthDate}
                points={points}
                daysInMonth={daysInMonth(monthDate)}
                onSelectDay={(day) => void navigate(dayHref(`${monthDate}${String(day).padStart(2, '0')}`))}
              />
              <BillDaysTable daily={data.daily} dayHref={dayHref} />
              {saver ? (
                <div className="mh-bill-actions">
                  <button
                    type="button"
                    className="mh-button mh-button--block"
                    disabled={saver.saving}
                    onClick={() => void saver.save()}
                  >
                    保存账单图片
                  </button>
                </div>
              ) : null}
            </>
          ) : null}
        </QueryState>
      </PullToRefresh>
      {/* The pull is a touch gesture; keyboard and screen-reader users refresh with this. */}
      <button type="button" className="mh-button mh-list-refresh" onClick={() => void refresh()}>
        刷新月账单
      </button>
    </div>
  );
}
