// The number the merchant came for, first and large: today's successful takings and when they
// reach the settlement card. While the list reloads (another filter, a search) the last figures
// stay; a failure shows a placeholder here because the list below carries the one error message.
import { useState } from 'react';
import type { TodayTakings as Today } from '@merchant-h5/sdk';
import { formatYuan } from '../../../lib/format';
import { monthDayCn } from '../../../lib/dates';
import '../../../components/QueryState/QueryState.css';
import './transactionList.css';

export interface TodayTakingsProps {
  today?: Today;
  isLoading: boolean;
  failed: boolean;
}

function meta(today: Today): string {
  const arrival = `${today.settleCycle} 结算 · 预计 ${monthDayCn(today.expectedArrival)} 到账`;
  return today.count > 0 ? `成功 ${today.count} 笔 · ${arrival}` : `今日暂无成功交易 · ${arrival}`;
}

export function TodayTakings({ today: latest, isLoading, failed }: TodayTakingsProps) {
  const [kept, setKept] = useState(latest);
  if (latest && latest !== kept) setKept(latest);
  const today = latest ?? kept;
  const busy = !today && isLoading;
  return (
    <section className="mh-today" aria-label="今日收款" aria-busy={busy}>
      <p className="mh-today-label">今日收款</p>
      {today ? (
        <>
          <p className="mh-today-amount" data-testid="today-amount">
            {formatYuan(today.amount)}
          </p>
          <p className="mh-today-meta">{meta(today)}</p>
        </>
      ) : busy || !failed ? (
        <>
          <span className="mh-visually-hidden">加载中</span>
          <div className="mh-skeleton mh-today-skeleton" />
          <div className="mh-skeleton mh-today-meta-skeleton" />
        </>
      ) : (
        <p className="mh-today-amount">
          <span aria-hidden="true">--</span>
          <span className="mh-visually-hidden">暂不可用</span>
        </p>
      )}
    </section>
  );
}
