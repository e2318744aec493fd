// The prizes of a campaign whose address names no activity (the standard axis, the trading campaign):
// the first activity of the kind is asked for and named on top, so an empty list still says whose
// prizes these are, then its prizes listed as every prize list is, and the way back to the campaign.
import { Link } from 'react-router-dom';
import type { ActivityKind } from '@merchant-h5/sdk';
import { Section } from '../../../components/Section/Section';
import { showYmd } from '../../../lib/dates';
import { ActivityLoader } from './ActivityLoader';
import { PrizeListView } from './PrizeListView';

export interface CampaignPrizesViewProps {
  kind: ActivityKind;
  /** The campaign's own screen, and the words of the way back to it. */
  back: { to: string; text: string };
}

export function CampaignPrizesView({ kind, back }: CampaignPrizesViewProps) {
  return (
    <ActivityLoader activityId="" kind={kind}>
      {(activity) => (
        <>
          <Section title={activity.name} data-state="ready">
            <p className="mh-lottery-dates">
              活动时间 {showYmd(activity.startDate)} 至 {showYmd(activity.endDate)}
            </p>
          </Section>
          <PrizeListView activityId={activity.activityId} />
          <nav className="mh-lottery-links" aria-label="活动">
            <Link className="mh-button mh-button--link" to={back.to}>
              {back.text}
            </Link>
          </nav>
        </>
      )}
    </ActivityLoader>
  );
}
