// One novice gift: what it gives and 领取 (once: the button is disabled in flight and the server
// refuses a gift received before), or 已领取.
import type { NoviceGift } from '@merchant-h5/sdk';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useReceiveNoviceGiftMutation } from '../api/noviceGifts';
import { formatPoints } from '../../../lib/format';
import type { Notice } from './PointsNotice';

export interface GiftRowProps {
  gift: NoviceGift;
  /** The gifts are offered (a new merchant not yet certified). */
  available: boolean;
  onNotice: (notice: Notice) => void;
}

export function GiftRow({ gift, available, onNotice }: GiftRowProps) {
  const [receive] = useReceiveNoviceGiftMutation();
  const { submitWithoutKey, submitting } = useSubmitOnce(`gift-${gift.giftId}`);
  const tap = async () => {
    // Not an idempotent endpoint: no key is sent, or kept pending (see api/noviceGifts).
    const answer = await submitWithoutKey(() => receive(gift.giftId), {
      shownInline: (error) => {
        if (error.kind !== 'business') return false;
        onNotice({ text: error.message, tone: 'warning' });
        return true;
      },
    });
    if (answer)
      onNotice({
        text:
          gift.points > 0
            ? `已领取「${gift.name}」，积分 +${formatPoints(gift.points)}`
            : `已领取「${gift.name}」`,
      });
  };
  let action;
  if (gift.received === '1') action = <span className="mh-points-state">已领取</span>;
  else if (!available) action = <span className="mh-points-state">不可领取</span>;
  else
    action = (
      <button
        type="button"
        className="mh-button mh-button--primary mh-button--row-action"
        disabled={submitting}
        aria-label={`领取 ${gift.name}`}
        onClick={() => void tap()}
      >
        {submitting ? '领取中' : '领取'}
      </button>
    );
  return (
    <li data-gift={gift.giftId}>
      <span className="mh-points-row-text">
        <span>{gift.name}</span>
        <small>
          {gift.points > 0 ? `领取后积分 +${formatPoints(gift.points)}` : '领取后在账户权益中使用'}
        </small>
      </span>
      {action}
    </li>
  );
}
