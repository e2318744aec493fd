// An activity's head on its screens: its name, its days, and its count first and large (the draws
// left of a game, the yuan traded of the standard axis), with anything the screen adds under it.
import type { ReactNode } from 'react';
import type { ActivityInfo } from '@merchant-h5/sdk';
import { Section } from '../../../components/Section/Section';
import { showYmd } from '../../../lib/dates';

export interface ActivityHeadProps {
  activity: Pick<ActivityInfo, 'name' | 'startDate' | 'endDate'>;
  /** What the count is ('剩余抽奖次数'). */
  label: string;
  count: ReactNode;
  countTestId: string;
  children?: ReactNode;
}

export function ActivityHead({ activity, label, count, countTestId, children }: ActivityHeadProps) {
  return (
    <Section title={activity.name} level={1}>
      <p className="mh-lottery-dates">
        活动时间 {showYmd(activity.startDate)} 至 {showYmd(activity.endDate)}
      </p>
      <p className="mh-lottery-draws">
        <span>{label}</span>
        <strong data-testid={countTestId}>{count}</strong>
      </p>
      {children}
    </Section>
  );
}
