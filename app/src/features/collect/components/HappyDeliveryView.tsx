// /happyDelivery (and the mini program's xyf/HappyDelivery/{activityId?}): the 开心送 activity —
// this month's takings against its reward tiers, the packages bought, and the way to buy one (on
// /selectHappySend; inline in the mini program, whose flow has no mirror of that page).
import { Link } from 'react-router-dom';
import type { HappySendActivity } from '@merchant-h5/sdk';
import { Money } from '../../../components/Money';
import { Section } from '../../../components/Section/Section';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href, paths } from '../../../config/paths';
import { useHappySendQuery } from '../api/happySend';
import { useFlowLinks } from '../lib/useFlowLinks';
import { PackageChooser } from './PackageChooser';
import './collect.css';

function Purchases({ activity }: { activity: HappySendActivity }) {
  return (
    <Section title="已购套餐">
      {activity.purchases.length === 0 ? (
        <p className="mh-collect-muted">尚未购买套餐，选购后交易达标即可领取奖励</p>
      ) : (
        <ul className="mh-collect-list" aria-label="已购套餐">
          {activity.purchases.map((p) => (
            <li key={p.payOrderNo}>
              <span>
                {p.name}
                <br />
                <span className="mh-collect-muted">{p.payTime} 购买</span>
              </span>
              <Money amount={p.price} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function HappyDeliveryView({ activityId }: { activityId?: string }) {
  const query = useHappySendQuery(activityId, { refetchOnMountOrArgChange: true });
  const { inMirror } = useFlowLinks();
  const activity = query.data;
  return (
    <QueryState {...queryStatus(query)}>
      {activity ? (
        <div data-state="ready">
          <Section className="mh-collect-headline" aria-labelledby="hs-title">
            <p id="hs-title">{activity.name} · 本月交易额</p>
            <Money amount={activity.monthTradeAmount} className="mh-collect-amount" />
            <p>{activity.statusName}</p>
          </Section>
          <Section title="达标奖励">
            <ul className="mh-collect-list" aria-label="达标奖励">
              {activity.rewards.map((r) => (
                <li key={r.level}>
                  <span>
                    月交易满 <Money amount={r.tradeAmount} />
                  </span>
                  <span>{r.reward}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Purchases activity={activity} />
          {activity.status !== '1' ? (
            <Section>
              <p className="mh-collect-notice">完成营业执照认证后可购买开心送套餐</p>
            </Section>
          ) : inMirror ? (
            <Section title="选购套餐">
              <PackageChooser activity={activity} />
            </Section>
          ) : (
            <div className="mh-collect-actions">
              <Link
                className="mh-button mh-button--primary mh-button--block"
                to={href(paths.payments.selectHappySend)}
              >
                选购套餐
              </Link>
            </div>
          )}
        </div>
      ) : null}
    </QueryState>
  );
}
