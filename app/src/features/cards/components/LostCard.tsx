// A step opened without the card in memory (a reload, a link from elsewhere): the number was never
// written anywhere to come back from, so the merchant is told why and types it again here (step 1's
// form, replacing this entry).
import { CardNumberForm } from './CardNumberForm';

export const LOST_CARD_TEXT =
  '为保护您的卡号安全，卡号只保存在当前页面中，页面刷新或重新打开后需要重新输入卡号。';

export function LostCard() {
  return (
    <>
      <p className="mh-card-notice" role="status">
        {LOST_CARD_TEXT}
      </p>
      <CardNumberForm replace />
    </>
  );
}
