// One prize won: what and its worth, its kind and when, its state; goods to claim say by when,
// claimed goods where they go.
import type { Prize } from '@merchant-h5/sdk';
import { RecordRow } from '../../../components/RecordRow/RecordRow';
import { showYmd } from '../../../lib/dates';
import { addressText, recipientText } from '../lib/address';
import { PRIZE_TYPE_NAMES, prizeWorth } from '../lib/prizeText';
import './activities.css';

const TONES: Record<Prize['status'], 'success' | 'warning' | 'danger'> = {
  '1': 'success',
  '2': 'warning',
  '3': 'success',
  '4': 'danger',
};

export function PrizeRow({ prize }: { prize: Prize }) {
  return (
    <>
      <RecordRow
        title={prize.prizeName}
        amount={prizeWorth(prize.prizeType, prize.amount)}
        time={`${PRIZE_TYPE_NAMES[prize.prizeType]} · ${prize.time}`}
        status={prize.statusName}
        tone={TONES[prize.status]}
        outcome={prize.status === '4' ? 'failed' : 'done'}
      />
      <p className="mh-prize-note">{prize.activityName}</p>
      {prize.status === '2' && prize.claimDeadline ? (
        <p className="mh-prize-note" data-testid="claim-deadline">
          请于 {showYmd(prize.claimDeadline)} 前领取
        </p>
      ) : null}
      {prize.address ? (
        <p className="mh-prize-note" data-testid="prize-address">
          寄至 {recipientText(prize.address)}，{addressText(prize.address)}
        </p>
      ) : null}
    </>
  );
}
