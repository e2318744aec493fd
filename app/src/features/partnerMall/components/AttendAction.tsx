// Taking part in the points activity: one tap, one attendance (useSubmitOnce: the button is busy in
// flight and a second tap or a retry carries the same idempotency key); a refusal (already taken
// part, ended) is told once, as a toast, and the activity reloads to show where it stands.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActivityInfo, IntegralAttendance } from '@merchant-h5/sdk';
import { href, paths } from '../../../config/paths';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useAttendPointsActivityMutation } from '../api/pointsActivity';
import { formatPoints } from '../../../lib/format';

export function AttendAction({ activity, bonus }: { activity: ActivityInfo; bonus: number }) {
  const [attend] = useAttendPointsActivityMutation();
  const { submit, submitting } = useSubmitOnce('attend');
  const [done, setDone] = useState<IntegralAttendance | null>(null);
  const attended = activity.attended === '1' || done !== null;

  const onAttend = async () => {
    const body = { activityId: activity.activityId };
    const result = await submit(body, (idempotencyKey) => attend({ ...body, idempotencyKey }));
    if (result) setDone(result);
  };

  if (attended)
    return (
      <div className="mh-pact-actions">
        <p className="mh-pact-attended" role="status" data-state="attended">
          {done
            ? `参与成功，已获得 ${formatPoints(bonus)} 积分，当前积分 ${formatPoints(done.balance)}`
            : `已参与${activity.attendTime ? `（${activity.attendTime}）` : ''}，${formatPoints(bonus)} 积分已到账`}
        </p>
        <Link className="mh-pact-link" to={href(paths.points.pointBill)}>
          查看积分明细
        </Link>
      </div>
    );
  return (
    <div className="mh-pact-actions">
      {activity.status === '1' ? (
        <button
          type="button"
          className="mh-button mh-button--primary mh-button--block"
          disabled={submitting}
          onClick={() => void onAttend()}
        >
          {submitting ? '参与中…' : '立即参与'}
        </button>
      ) : (
        <button type="button" className="mh-button mh-button--primary mh-button--block" disabled>
          活动已结束
        </button>
      )}
    </div>
  );
}
