// 领取 of one reached level of the standard axis or a trading campaign, beside its reward. Receiving is
// idempotent (useSubmitOnce: a double tap or a retry after a lost answer receives once); a refusal is
// said above the button in the server's words, and 重新领取 is a new attempt with a new key.
import { useState } from 'react';
import type { AxisLevel, Prize } from '@merchant-h5/sdk';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useReceiveLevelMutation } from '../api/axis';

/** 领取 of one reached level, beside its reward; a refusal above it in the server's words, and 领取 again to retry. */
export function LevelReceive({
  activityId,
  level,
  onReceived,
}: {
  activityId: string;
  level: AxisLevel;
  onReceived: (prize: Prize) => void;
}) {
  const [receive] = useReceiveLevelMutation();
  const { submit, submitting } = useSubmitOnce(`axis-${activityId}-${level.level}`);
  const [refusal, setRefusal] = useState<string>();
  // A refusal is final for its attempt: the next 领取 is a new attempt with a new key.
  const [attempt, setAttempt] = useState(0);
  // Received: the button stays locked until the activity's new state takes the row away.
  const [done, setDone] = useState(false);
  const onReceive = async () => {
    setRefusal(undefined);
    const body = { activityId, level: level.level };
    const answer = await submit({ body, attempt }, (idempotencyKey) => receive({ body, idempotencyKey }), {
      shownInline: (error) => {
        if (error.kind !== 'business') return false;
        setRefusal(error.message);
        setAttempt((a) => a + 1);
        return true;
      },
    });
    if (!answer) return;
    setDone(true);
    onReceived(answer.prize);
  };
  return (
    <li data-testid={`axis-receive-${level.level}`}>
      {refusal ? (
        <p className="mh-prize-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <span>
        第 {level.level} 档奖励：{level.prizeName}
      </span>
      <button
        type="button"
        className="mh-button mh-button--primary mh-button--row-action"
        disabled={submitting || done}
        aria-label={`领取第 ${level.level} 档奖励`}
        onClick={() => void onReceive()}
      >
        {refusal ? '重新领取' : '领取'}
      </button>
    </li>
  );
}
