// 签到: once a day, told by the server. A double tap sends once (the button is disabled in flight)
// and a retry after a lost answer reuses the key, so the server replays its answer; once the server
// has answered, the next tap is a new question and hears the server's 今日已签到. A double tap
// whose second tap comes after a quick answer is still one tap: within DOUBLE_TAP_MS of the answer,
// a tap is ignored (it would have replaced 签到成功 with 今日已签到).
import { useRef } from 'react';
import { formatPoints } from '../../../lib/format';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useSignInMutation } from '../api/signIn';
import type { Notice } from './PointsNotice';

export interface SignInButtonProps {
  signedToday: boolean;
  todayPoints: number;
  onNotice: (notice: Notice) => void;
}

/** How long after an answer a tap still counts as the second tap of a double tap. */
export const DOUBLE_TAP_MS = 400;

export function SignInButton({ signedToday, todayPoints, onNotice }: SignInButtonProps) {
  const [signIn] = useSignInMutation();
  const { submit, submitting } = useSubmitOnce('signIn');
  const round = useRef(0);
  const answeredAt = useRef(Number.NEGATIVE_INFINITY);
  const tap = async () => {
    if (performance.now() - answeredAt.current < DOUBLE_TAP_MS) return;
    let answered = false;
    const result = await submit({ signIn: round.current }, (key) => signIn(key), {
      shownInline: (error) => {
        if (error.kind !== 'business') return false;
        answered = true;
        onNotice({ text: error.message, tone: 'warning' });
        return true;
      },
    });
    if (result) {
      answered = true;
      onNotice({
        text: `签到成功，积分 +${formatPoints(result.points)}，已连续签到 ${result.continuousDays} 天`,
      });
    }
    if (answered) {
      round.current += 1;
      answeredAt.current = performance.now();
    }
  };
  return (
    <button
      type="button"
      className={signedToday ? 'mh-button mh-button--block' : 'mh-button mh-button--primary mh-button--block'}
      disabled={submitting}
      onClick={() => void tap()}
    >
      {submitting ? '签到中…' : signedToday ? '已签到' : `签到领 ${formatPoints(todayPoints)} 积分`}
    </button>
  );
}
