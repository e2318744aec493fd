// /trade/received: the rewards of the trading campaign received, each with when (the prize list of
// this month's campaign, named on top so an empty list still says whose rewards these are).
import { Link } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { showYmd } from '../../../lib/dates';
import { ActivityLoader } from '../components/ActivityLoader';
import { PrizeListView } from '../components/PrizeListView';

export default function TradeReceivedScreen() {
  return (
    <Screen pattern={paths.tasks.tradeReceived} title="已领奖励">
      <ActivityLoader activityId="" kind="tradeActivity">
        {(activity) => (
          <>
            <Section title={activity.name} data-state="ready">
              <p className="mh-lottery-dates">
                活动时间 {showYmd(activity.startDate)} 至 {showYmd(activity.endDate)}
              </p>
            </Section>
            <PrizeListView activityId={activity.activityId} />
            <nav className="mh-lottery-links" aria-label="活动">
              <Link className="mh-button mh-button--link" to={href(paths.tasks.tradeActivity)}>
                返回交易活动
              </Link>
            </nav>
          </>
        )}
      </ActivityLoader>
    </Screen>
  );
}
