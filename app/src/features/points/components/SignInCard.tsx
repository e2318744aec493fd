// Daily sign-in on the points home: the streak, the last seven days, 签到 and the streak rewards,
// with one status line for whatever the merchant just did.
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { useSignInStatusQuery } from '../api/signIn';
import { PointsNotice } from './PointsNotice';
import type { Notice } from './PointsNotice';
import { SignInButton } from './SignInButton';
import { SignInCalendar } from './SignInCalendar';
import { StreakRewards } from './StreakRewards';

export function SignInCard() {
  const status = useSignInStatusQuery();
  const [notice, setNotice] = useState<Notice>();
  const s = status.data;
  return (
    <Section
      title="每日签到"
      action={s ? <span className="mh-points-muted">已连续签到 {s.continuousDays} 天</span> : null}
      data-testid="sign-in"
    >
      <QueryState {...queryStatus(status)} skeletonLines={3}>
        {s ? (
          <>
            <SignInCalendar calendar={s.calendar} />
            <SignInButton signedToday={s.signedToday} todayPoints={s.todayPoints} onNotice={setNotice} />
            <PointsNotice notice={notice} />
            <StreakRewards rewards={s.rewards} continuousDays={s.continuousDays} onNotice={setNotice} />
          </>
        ) : null}
      </QueryState>
    </Section>
  );
}
