// /exchange/code: the code checked here for its shape, then sent once (useSubmitOnce: locked while in
// flight, one Idempotency-Key for the action); the server's refusal (wrong, used, expired, too many
// tries) is shown beside the field with the typed code kept; success says what was received and
// leads to 我的券, where it now is.
import type { CouponExchange } from '@merchant-h5/sdk';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '../../../components/FormField/FormField';
import { SubmitButton } from '../../../components/FormField/SubmitButton';
import type { ApiError } from '../../../lib/apiError';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useExchangeCodeMutation } from '../api/exchange';
import { CODE_LENGTH, codeError, normaliseCode } from '../lib/exchangeCode';
import { ExchangeReceived } from './ExchangeReceived';
import { UnusedCoupons } from './UnusedCoupons';
import './coupons.css';

export function ExchangeCodeForm() {
  const [exchange] = useExchangeCodeMutation();
  const { submit, submitting } = useSubmitOnce('exchangeCode');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<CouponExchange | null>(null);

  if (done)
    return (
      <ExchangeReceived
        done={done}
        onAgain={() => {
          setDone(null);
          setCode('');
        }}
      />
    );

  const showRefusal = (e: ApiError) => {
    if (e.kind !== 'business') return false;
    setError(e.message);
    return true;
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = codeError(code);
    setError(wrong);
    if (wrong) return;
    const body = { code };
    const answer = await submit(body, (idempotencyKey) => exchange({ code, idempotencyKey }), {
      shownInline: showRefusal,
    });
    if (answer) setDone(answer);
  };

  return (
    <>
      <form className="mh-form" data-state="ready" noValidate onSubmit={(e) => void onSubmit(e)}>
        <section className="mh-form-section" aria-labelledby="exchange-code-title">
          <h2 id="exchange-code-title">兑换码兑换</h2>
          <FormField
            id="exchange-code"
            label="兑换码"
            error={error}
            hint={`${CODE_LENGTH} 位字母或数字，不区分大小写`}
          >
            <input
              value={code}
              inputMode="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={CODE_LENGTH + 4}
              placeholder="请输入兑换码"
              onChange={(e) => {
                setError(undefined);
                setCode(normaliseCode(e.target.value));
              }}
            />
          </FormField>
          <p className="mh-coupon-line">每个兑换码只能使用一次；连续输错多次后需稍后再试。</p>
        </section>
        <SubmitButton submitting={submitting} busyLabel="兑换中…">
          立即兑换
        </SubmitButton>
      </form>
      <UnusedCoupons />
    </>
  );
}
