// /activities/standardAxisAction/myPrize: the prizes of the standard axis. The address names no
// activity: the first standard axis is asked for and named on top (so an empty list still says whose
// prizes these are), then its prizes listed as every prize list is.
import { Link } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { showYmd } from '../../../lib/dates';
import { ActivityLoader } from '../components/ActivityLoader';
import { PrizeListView } from '../components/PrizeListView';

export default function StandardAxisPrizesScreen() {
  return (
    <Screen pattern={paths.activities.standardAxisMyPrize} title="我的奖品">
      <ActivityLoader activityId="" kind="standardAxis">
        {(activity) => (
          <>
            <Section title={activity.name} data-state="ready">
              <p className="mh-lottery-dates">
                活动时间 {showYmd(activity.startDate)} 至 {showYmd(activity.endDate)}
              </p>
            </Section>
            <PrizeListView activityId={activity.activityId} />
            <nav className="mh-lottery-links" aria-label="活动">
              <Link className="mh-button mh-button--link" to={href(paths.activities.standardAxis)}>
                返回达标奖励
              </Link>
            </nav>
          </>
        )}
      </ActivityLoader>
    </Screen>
  );
}
