// Step 2 of binding: the card (masked) and its bank, the holder's mobile and, for a credit card, the
// CVN2 and expiry the bank checks (kept in this form only: never in the store, a URL or a log); the
// agreement accepted; 获取验证码 opens the binding once (useSubmitOnce) and moves to the code. Back
// from the code screen with the same mobile, the code already sent is used, countdown and all.
import { maskMobile } from '@merchant-h5/sdk';
import type { SupportBankList } from '@merchant-h5/sdk';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CardNumber } from '../../../components/CardNumber/CardNumber';
import { FormField } from '../../../components/FormField/FormField';
import { SubmitButton } from '../../../components/FormField/SubmitButton';
import { href, paths } from '../../../config/paths';
import type { ApiError } from '../../../lib/apiError';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useOpenBindingMutation } from '../api/cardBinding';
import { CARD_KIND_NAMES } from '../lib/detectCard';
import { refusedField } from '../../../lib/refusal';
import { expiryDigits, holderErrors } from '../lib/holderForm';
import type { HolderErrors, HolderValues } from '../lib/holderForm';
import {
  findOpenOrder,
  orderOpened,
  selectOrders,
  setAgreed,
  setHolderPhone,
} from '../state/cardBindingSlice';
import type { CardInMemory } from '../state/cardBindingSlice';
import { CreditFields } from './CreditFields';

export interface HolderFormProps {
  cardRef: string;
  card: CardInMemory;
  agreement: SupportBankList['agreement'];
}

const FIELD_OF: Record<string, keyof HolderValues> = { phone: 'phone', cvn2: 'cvn2', expiryDate: 'expiry' };

export function HolderForm({ cardRef, card, agreement }: HolderFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open] = useOpenBindingMutation();
  const { submit, submitting } = useSubmitOnce('bind');
  const [secret, setSecret] = useState({ cvn2: '', expiry: '' });
  const [errors, setErrors] = useState<HolderErrors>({});
  const credit = card.cardType === 'CC';
  const values: HolderValues = { phone: card.phone, agreed: card.agreed, ...secret };
  const orders = useAppSelector(selectOrders);
  const clear = (name: keyof HolderValues) => setErrors(({ [name]: _gone, ...rest }) => rest);
  const toStep3 = (orderNo: string, phoneMask: string) =>
    navigate(href(paths.payments.addCardStep3, { cardNo: cardRef, phoneNo: phoneMask, orderNo }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = holderErrors(values, credit);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const sent = findOpenOrder(orders, cardRef, card.phone, Date.now());
    if (sent) return void toStep3(sent.orderNo, sent.order.phoneMask);
    const body = {
      cardNo: card.cardNo,
      phone: card.phone,
      bankCode: card.bankCode,
      cardType: card.cardType,
      agreementCode: agreement.code,
      ...(credit ? { cvn2: secret.cvn2, expiryDate: expiryDigits(secret.expiry) } : {}),
    };
    const shownInline = (e: ApiError) => {
      const named = refusedField(e, Object.keys(FIELD_OF));
      const field = named && FIELD_OF[named.field];
      if (field) setErrors({ [field]: named.text });
      return Boolean(field);
    };
    const order = await submit(body, (idempotencyKey) => open({ body, idempotencyKey }), { shownInline });
    if (!order) return;
    dispatch(
      orderOpened({
        orderNo: order.orderNo,
        ref: cardRef,
        phone: card.phone,
        phoneMask: order.phoneMask,
        resendAt: Date.now() + order.resendAfter * 1000,
      }),
    );
    void toStep3(order.orderNo, order.phoneMask);
  };

  return (
    <form className="mh-form" data-state="ready" noValidate onSubmit={(e) => void onSubmit(e)}>
      <section className="mh-form-section" aria-labelledby="bind-holder">
        <h2 id="bind-holder">持卡人信息</h2>
        <dl className="mh-card-summary">
          <dt>银行卡</dt>
          <dd data-testid="bind-card">
            {card.bankName} {CARD_KIND_NAMES[card.cardType]} <CardNumber value={card.cardNo} />
          </dd>
        </dl>
        <FormField
          id="bind-phone"
          label="银行预留手机号"
          error={errors.phone}
          hint={
            card.phone.length === 11 && !errors.phone ? `验证码将发送至 ${maskMobile(card.phone)}` : undefined
          }
        >
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            placeholder="请输入银行预留手机号"
            value={card.phone}
            onChange={(e) => {
              dispatch(setHolderPhone({ ref: cardRef, phone: e.target.value.replace(/\D/g, '') }));
              clear('phone');
            }}
          />
        </FormField>
        {credit ? (
          <CreditFields
            values={secret}
            errors={errors}
            onChange={(patch) => {
              setSecret((s) => ({ ...s, ...patch }));
              for (const k of Object.keys(patch)) clear(k as keyof HolderValues);
            }}
          />
        ) : null}
      </section>
      <div className="mh-field" data-invalid={errors.agreed ? 'true' : undefined}>
        <label className="mh-card-agree">
          <input
            type="checkbox"
            checked={card.agreed}
            aria-describedby={errors.agreed ? 'bind-agree-message' : undefined}
            onChange={(e) => {
              dispatch(setAgreed({ ref: cardRef, agreed: e.target.checked }));
              clear('agreed');
            }}
          />
          我已阅读并同意
        </label>
        <Link className="mh-card-agreement-link" to={href(paths.payments.agreement, {}, { ref: cardRef })}>
          {agreement.title}
        </Link>
        {errors.agreed ? (
          <p id="bind-agree-message" className="mh-field-error">
            {errors.agreed}
          </p>
        ) : null}
      </div>
      <SubmitButton submitting={submitting} busyLabel="发送中…">
        获取验证码
      </SubmitButton>
    </form>
  );
}
