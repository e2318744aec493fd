// /tradeActivity/rules: the trading campaign's terms — when it runs, what counts (card trades of the
// month, less card refunds; QR-code sales do not), each tier with its reward, then the server's rules
// text through the one sanitiser. `?activityId=` names the campaign; without it, this month's.
import { Link, useSearchParams } from 'react-router-dom';
import type { ActivityInfo } from '@merchant-h5/sdk';
import { DetailFields } from '../../../components/DetailScreen/DetailFields';
import { Section } from '../../../components/Section/Section';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import { href, paths } from '../../../config/paths';
import { showYmd } from '../../../lib/dates';
import { formatYuan } from '../../../lib/format';
import { ActivityLoader } from './ActivityLoader';
import './activities.css';

function TradeActivityRules({ activity }: { activity: ActivityInfo }) {
  const levels = activity.levels ?? [];
  return (
    <div className="mh-lottery" data-state="ready">
      <Section title={activity.name} level={1}>
        <DetailFields
          fields={[
            { label: '活动时间', value: `${showYmd(activity.startDate)} 至 ${showYmd(activity.endDate)}` },
            { label: '计入交易', value: '刷卡消费、闪付（减去刷卡退货）' },
            { label: '不计入', value: '扫码收款' },
          ]}
        />
      </Section>
      {levels.length > 0 ? (
        <Section title="奖励档位">
          <ul className="mh-lottery-sources" aria-label="奖励档位" data-testid="trade-tiers">
            {levels.map((l) => (
              <li key={l.level}>
                第 {l.level} 档：刷卡交易满 {formatYuan(l.target)}，得 {l.prizeName}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title="活动规则">
        <ServerHtml html={activity.rules} />
      </Section>
      <nav className="mh-lottery-links" aria-label="活动">
        <Link className="mh-button mh-button--link" to={href(paths.tasks.tradeActivity)}>
          查看活动进度
        </Link>
      </nav>
    </div>
  );
}

export function TradeActivityRulesView() {
  const [params] = useSearchParams();
  return (
    <ActivityLoader activityId={params.get('activityId') ?? ''} kind="tradeActivity">
      {(activity) => <TradeActivityRules activity={activity} />}
    </ActivityLoader>
  );
}
