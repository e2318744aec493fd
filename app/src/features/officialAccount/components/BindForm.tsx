// Binding the merchant account in the official account: the mobile number, its SMS code (the server
// allows one per 60 s, which a reload does not reset: the countdown starts from its answer), then 绑定.
// A wrong code is said beside the code field and nothing typed is lost; a number without an account
// is offered 注册并绑定 with the same code. Each action binds once (useSubmitOnce keeps its key until
// the answer is known, across a reload); the result screen replaces the form in history.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isMobileNumber } from '@merchant-h5/sdk';
import { DigitsInput } from '../../../components/FormField/DigitsInput';
import { FormField } from '../../../components/FormField/FormField';
import { SendCodeButton } from '../../../components/FormField/SendCodeButton';
import { SubmitButton } from '../../../components/FormField/SubmitButton';
import { href, paths } from '../../../config/paths';
import type { ApiError } from '../../../lib/apiError';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useBindMerchantMutation, useSendBindCodeMutation } from '../api/binding';
import './officialAccount.css';

/** The server's code for a wrong SMS code, and for a mobile number without a merchant account. */
export const WRONG_CODE = '3008';
export const NOT_REGISTERED = '3101';
/** Refusals about the code (none sent, expired, another number's): said beside the code field. */
const CODE_STATE = '3005';

export interface BindFormProps {
  /** When another code may be asked for (ms since the epoch), as the server said; 0: now. */
  resendAt: number;
}

interface Errors {
  phone?: string;
  smsCode?: string;
}

export function BindForm({ resendAt }: BindFormProps) {
  const navigate = useNavigate();
  const [sendCode] = useSendBindCodeMutation();
  const [bind] = useBindMerchantMutation();
  const sending = useSubmitOnce('oa-send-code');
  const binding = useSubmitOnce('oa-bind');
  const registering = useSubmitOnce('oa-register');
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [deadline, setDeadline] = useState(resendAt);
  const [sentTo, setSentTo] = useState<string>();
  const [unregistered, setUnregistered] = useState(false);

  const phoneError = () => (isMobileNumber(phone) ? undefined : '请输入 11 位手机号码');
  const codeRefusal = (e: ApiError) => {
    const aboutCode = e.kind === 'business' && (e.code === WRONG_CODE || e.code === CODE_STATE);
    if (aboutCode) setErrors({ smsCode: e.message });
    if (e.kind === 'business' && e.code === NOT_REGISTERED) setUnregistered(true);
    return aboutCode || (e.kind === 'business' && e.code === NOT_REGISTERED);
  };

  const onSend = async () => {
    const error = phoneError();
    if (error) {
      setErrors({ phone: error });
      return;
    }
    const sent = await sending.submitWithoutKey(() => sendCode(phone), { shownInline: codeRefusal });
    if (!sent) return;
    setDeadline(Date.now() + sent.resendAfter * 1000);
    setSentTo(sent.phoneMask);
  };

  const checked = () => {
    const next: Errors = {
      phone: phoneError(),
      smsCode: /^\d{6}$/.test(smsCode) ? undefined : '请输入 6 位短信验证码',
    };
    setErrors(next);
    return !next.phone && !next.smsCode;
  };

  const onBind = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked()) return;
    const body = { type: 'login' as const, phone, smsCode };
    const bound = await binding.submit(body, (idempotencyKey) => bind({ body, idempotencyKey }), {
      shownInline: codeRefusal,
    });
    if (bound) void navigate(href(paths.officialAccount.bindResult, { bindStatus: '1' }), { replace: true });
  };

  const onRegister = async () => {
    if (!checked()) return;
    const body = { type: 'register' as const, phone, smsCode };
    const opened = await registering.submit(body, (idempotencyKey) => bind({ body, idempotencyKey }), {
      shownInline: codeRefusal,
    });
    if (opened) void navigate(href(paths.officialAccount.registerResult), { replace: true });
  };

  return (
    <form className="mh-form" data-state="ready" noValidate onSubmit={(e) => void onBind(e)}>
      <p className="mh-oa-lead">绑定商户账号后，可在公众号中查看交易、提现和消息。</p>
      <section className="mh-form-section" aria-labelledby="oa-bind-title">
        <h2 id="oa-bind-title">绑定商户账号</h2>
        <FormField id="oa-phone" label="手机号码" error={errors.phone}>
          <DigitsInput
            type="tel"
            digits={11}
            autoComplete="tel"
            placeholder="商户注册手机号"
            value={phone}
            onChange={(digits) => {
              setPhone(digits);
              setErrors((was) => ({ ...was, phone: undefined }));
              setUnregistered(false);
            }}
          />
        </FormField>
        <div className="mh-oa-code-row">
          <FormField
            id="oa-sms-code"
            label="短信验证码"
            error={errors.smsCode}
            hint={sentTo ? `验证码已发送至 ${sentTo}` : undefined}
          >
            <DigitsInput
              digits={6}
              autoComplete="one-time-code"
              placeholder="6 位数字"
              value={smsCode}
              onChange={(digits) => {
                setSmsCode(digits);
                setErrors((was) => ({ ...was, smsCode: undefined }));
              }}
            />
          </FormField>
          <SendCodeButton
            deadline={deadline}
            sentBefore={sentTo !== undefined || resendAt > 0}
            sending={sending.submitting}
            onSend={() => void onSend()}
            className="mh-oa-send"
          />
        </div>
      </section>
      {unregistered ? (
        <div className="mh-oa-notice" role="status">
          <p>该手机号尚未注册商户账号，可用此验证码注册并绑定。</p>
          <div className="mh-button-stack">
            <button
              type="button"
              className="mh-button mh-button--block"
              disabled={registering.submitting}
              onClick={() => void onRegister()}
            >
              {registering.submitting ? '注册中…' : '注册并绑定'}
            </button>
          </div>
        </div>
      ) : null}
      <SubmitButton submitting={binding.submitting} busyLabel="绑定中…">
        绑定
      </SubmitButton>
    </form>
  );
}
