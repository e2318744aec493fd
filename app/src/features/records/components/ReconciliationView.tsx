// 对账助手 (/recordAssistant): one day's reconciliation — the day (yesterday at first, kept in the
// address as ?date=), its successful trades, fees and settlement as the server reconciled them (today:
// so far, 对账中), and the way to that day's transactions. Up to 90 days back.
import { Link } from 'react-router-dom';
import { Stepper } from '../../../components/MonthStepper/Stepper';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { SummaryTable } from '../../../components/SummaryTable/SummaryTable';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { fromYmd, showYmd, toYmd } from '../../../lib/dates';
import { formatYuan } from '../../../lib/format';
import { useSearchValues } from '../../../lib/useSearchValues';
import { useReconciliationQuery } from '../api/reconciliation';
import './bills.css';

const DAYS_BACK = 90;

const shiftDay = (ymd: string, days: number) => {
  const d = fromYmd(ymd);
  return toYmd(new Date(d.getFullYear(), d.getMonth(), d.getDate() + days));
};

/** The day asked in the address when it is one the assistant offers, else yesterday. */
function dayOf(asked: string, today: string): string {
  const earliest = shiftDay(today, -DAYS_BACK);
  return /^\d{8}$/.test(asked) && asked <= today && asked >= earliest ? asked : shiftDay(today, -1);
}

export function ReconciliationView() {
  const [{ date: asked }, update] = useSearchValues(['date']);
  const today = toYmd(new Date());
  const date = dayOf(asked, today);
  const query = useReconciliationQuery(date);
  const { data } = query;
  return (
    <div className="mh-reconcile">
      <Stepper
        label="对账日期"
        unit="天"
        canGoBack={date > shiftDay(today, -DAYS_BACK)}
        canGoOn={date < today}
        onStep={(delta) => update({ date: shiftDay(date, delta) })}
      >
        <span className="mh-stepper-current" aria-live="polite">
          {showYmd(date)}
        </span>
      </Stepper>
      <QueryState {...queryStatus(query)} isEmpty={!data}>
        {data ? (
          <div data-state="ready">
            <Section>
              <p className="mh-reconcile-status" data-status={data.status} data-testid="reconcile-status">
                {data.statusName}
              </p>
              <SummaryTable
                items={[
                  { label: '交易笔数', value: `${data.tradeCount}笔` },
                  { label: '交易金额', value: formatYuan(data.tradeAmount) },
                  { label: '手续费', value: formatYuan(data.fee) },
                  { label: '结算金额', value: formatYuan(data.settleAmount) },
                ]}
              />
              {data.tradeCount === 0 ? <p className="mh-reconcile-note">当日没有成功的交易。</p> : null}
            </Section>
            <Section>
              <p className="mh-reconcile-note">
                结算金额 = 交易金额 − 手续费。金额与到账不符时，可查看当日交易明细核对。
              </p>
              <Link
                className="mh-button mh-button--block"
                to={href(paths.records.transactionRecord, {}, { startDate: date, endDate: date })}
              >
                查看当日交易明细
              </Link>
            </Section>
          </div>
        ) : null}
      </QueryState>
    </div>
  );
}
