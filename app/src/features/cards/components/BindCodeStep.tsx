// Step 3 as the route gives it: the order and the masked mobile (from the URL) and the card (from
// memory). Another code is a new bindCard: in place for a debit card; a credit card goes back to step 2,
// since its CVN2 was never kept. After a reload the card is gone but the order is not: the code
// received still binds it, and a verify whose answer was lost is asked about with its pending key
// (docs/decisions.md "An action's outcome survives a reload"); another code needs the number again.
import './cards.css';
import { newIdempotencyKey } from '@merchant-h5/sdk';
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href, paths } from '../../../config/paths';
import { isSaidByShell } from '../../../lib/apiError';
import type { ApiError } from '../../../lib/apiError';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks';
import { showToast } from '../../../lib/ui/toast';
import { useOpenBindingMutation, useSupportBanksQuery } from '../api/cardBinding';
import { orderOpened, selectCard, selectOrder } from '../state/cardBindingSlice';
import { LostCard } from './LostCard';
import { SmsCodeForm } from './SmsCodeForm';

export const RELOADED_TEXT =
  '页面已刷新，输入已收到的短信验证码即可继续绑卡；如需重新获取验证码，需重新输入卡号。';

export interface BindCodeStepProps {
  cardRef?: string | undefined;
  orderNo?: string | undefined;
  /** The route's {phoneNo}: the mask the code went to, as step 2 was told it. */
  phoneMask?: string | undefined;
}

export function BindCodeStep({ cardRef, orderNo, phoneMask }: BindCodeStepProps) {
  const banks = useSupportBanksQuery();
  const card = useAppSelector((s) => selectCard(s, cardRef));
  const order = useAppSelector((s) => selectOrder(s, orderNo));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open] = useOpenBindingMutation();
  if (!card || !order || !cardRef || !orderNo || order.ref !== cardRef) {
    if (!orderNo || !phoneMask) return <LostCard />;
    const retypeCard = async () => {
      showToast('请重新输入卡号后获取验证码');
      await navigate(href(paths.payments.addCardStep1), { replace: true });
    };
    return (
      <>
        <p className="mh-card-notice" role="status">
          {RELOADED_TEXT}
        </p>
        <SmsCodeForm
          key={orderNo}
          orderNo={orderNo}
          phoneMask={phoneMask}
          resendAt={0}
          onResend={retypeCard}
        />
      </>
    );
  }

  const onResend = async () => {
    if (card.cardType === 'CC') {
      showToast('请重新输入信用卡安全码后获取验证码');
      void navigate(href(paths.payments.addCardStep2, { cardNo: cardRef, cardType: 'CC' }), {
        replace: true,
      });
      return;
    }
    const body = {
      cardNo: card.cardNo,
      phone: order.phone,
      bankCode: card.bankCode,
      cardType: card.cardType,
      agreementCode: banks.data?.agreement.code ?? '',
    };
    const answer = await open({ body, idempotencyKey: newIdempotencyKey() });
    if ('error' in answer) {
      const error = answer.error as ApiError;
      if (!isSaidByShell(error)) showToast(error.message || '发送失败，请重试');
      return;
    }
    const next = answer.data;
    dispatch(
      orderOpened({
        orderNo: next.orderNo,
        ref: cardRef,
        phone: order.phone,
        phoneMask: next.phoneMask,
        resendAt: Date.now() + next.resendAfter * 1000,
      }),
    );
    void navigate(
      href(paths.payments.addCardStep3, { cardNo: cardRef, phoneNo: next.phoneMask, orderNo: next.orderNo }),
      { replace: true },
    );
  };

  return (
    <QueryState {...queryStatus(banks)}>
      <SmsCodeForm
        key={orderNo}
        orderNo={orderNo}
        phoneMask={order.phoneMask}
        resendAt={order.resendAt}
        cardRef={cardRef}
        onResend={onResend}
      />
    </QueryState>
  );
}
