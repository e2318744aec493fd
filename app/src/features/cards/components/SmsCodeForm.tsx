// Step 3 of binding: the 6-digit SMS code. A wrong code is said beside the field (the server's 3008);
// the code binds once whatever a double tap sends (useSubmitOnce); another code may be asked for when
// the 60 s countdown, kept by order in the store, runs out. After a reload only the order is known (the
// card was in memory): the code received still binds it, with the verify's pending key.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { DigitsInput } from '../../../components/FormField/DigitsInput';
import { FormField } from '../../../components/FormField/FormField';
import { SendCodeButton } from '../../../components/FormField/SendCodeButton';
import { SubmitButton } from '../../../components/FormField/SubmitButton';
import { href, paths } from '../../../config/paths';
import { useAppDispatch } from '../../../lib/state/hooks';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useVerifyBindingMutation } from '../api/cardBinding';
import { cardBound } from '../state/cardBindingSlice';

export interface SmsCodeFormProps {
  orderNo: string;
  /** Where the code went, masked (138****8000). */
  phoneMask: string;
  /** When another code may be asked for (ms since epoch); 0 when not known (after a reload). */
  resendAt: number;
  /** The card in memory this order binds, forgotten once bound; none after a reload. */
  cardRef?: string;
  /** Asks for another code (a new order); resolves when it was sent. */
  onResend: () => Promise<void>;
}

const WRONG_CODE = '3008';

export function SmsCodeForm({ orderNo, phoneMask, resendAt, cardRef, onResend }: SmsCodeFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [verify] = useVerifyBindingMutation();
  const { submit, submitting } = useSubmitOnce('verify');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [resending, setResending] = useState(false);
  const resend = () => {
    setResending(true);
    void onResend().finally(() => setResending(false));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError('请输入 6 位短信验证码');
    const body = { orderNo, smsCode: code };
    const bound = await submit(body, (idempotencyKey) => verify({ body, idempotencyKey }), {
      shownInline: (e) => {
        const wrong = e.kind === 'business' && e.code === WRONG_CODE;
        if (wrong) setError(e.message);
        return wrong;
      },
    });
    if (!bound) return;
    if (cardRef) dispatch(cardBound(cardRef));
    void navigate(href(paths.payments.unionPayCardBindResult, {}, { cardId: bound.card.cardId }), {
      replace: true,
    });
  };

  return (
    <form className="mh-form" data-state="ready" noValidate onSubmit={(e) => void onSubmit(e)}>
      <section className="mh-form-section" aria-labelledby="bind-code">
        <h2 id="bind-code">短信验证</h2>
        <p className="mh-card-sent">验证码已发送至 {phoneMask}</p>
        <div className="mh-card-row">
          <FormField id="bind-sms-code" label="短信验证码" error={error}>
            <DigitsInput
              digits={6}
              autoComplete="one-time-code"
              placeholder="6 位数字"
              value={code}
              onChange={(digits) => {
                setCode(digits);
                setError(undefined);
              }}
            />
          </FormField>
          <SendCodeButton
            deadline={resendAt}
            sentBefore
            sending={resending}
            onSend={resend}
            className="mh-card-resend"
          />
        </div>
      </section>
      <SubmitButton submitting={submitting} busyLabel="验证中…">
        确认绑定
      </SubmitButton>
    </form>
  );
}
