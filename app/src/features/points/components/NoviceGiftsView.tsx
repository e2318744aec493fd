// /integralManage/empty: a new merchant's page — the balance, the novice gifts to receive, how to
// earn points, and the certification that is the next step (or, once gifts are no longer offered,
// why and where to see it).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { useNoviceGiftsQuery } from '../api/noviceGifts';
import { BalanceHero } from './BalanceHero';
import { EarnWays } from './EarnWays';
import { GiftRow } from './GiftRow';
import { PointsNotice } from './PointsNotice';
import type { Notice } from './PointsNotice';
import './points.css';

export function NoviceGiftsView() {
  const query = useNoviceGiftsQuery();
  const [notice, setNotice] = useState<Notice>();
  const data = query.data;
  const available = data?.available === '1';
  return (
    <QueryState {...queryStatus(query)}>
      {data ? (
        <div className="mh-points" data-state="ready">
          <BalanceHero
            balance={data.balance}
            label="当前积分"
            note={
              available ? '新商户专享礼包，完成商户认证前可领取' : '新手礼包仅限完成商户认证前的新商户领取'
            }
          />
          <Section title="新手礼包">
            <PointsNotice notice={notice} />
            {data.gifts.length > 0 ? (
              <ul className="mh-points-rows" aria-label="新手礼包">
                {data.gifts.map((g) => (
                  <GiftRow key={g.giftId} gift={g} available={available} onNotice={setNotice} />
                ))}
              </ul>
            ) : (
              <p className="mh-points-muted">暂无新手礼包，签到和交易同样可以赚积分。</p>
            )}
          </Section>
          <EarnWays />
          <Section title="商户认证">
            <p className="mh-points-muted">
              {available
                ? '完成商户认证后即可收款，交易达标还能获得更多积分。'
                : '新手礼包已不再提供。完成认证的商户可通过签到、交易和任务赚积分。'}
            </p>
            <div className="mh-button-stack">
              <Link
                className="mh-button mh-button--primary mh-button--block"
                to={href(paths.certification.businessCertificate)}
              >
                {available ? '去认证' : '查看商户认证'}
              </Link>
            </div>
          </Section>
          <Section>
            <Link className="mh-button mh-button--block" to={href(paths.points.home)}>
              返回积分首页
            </Link>
          </Section>
        </div>
      ) : null}
    </QueryState>
  );
}
