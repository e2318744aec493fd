// The recovery application: trade type (the abnormal trade's own, changeable), what happened, a number
// to call back; once applied, the progress screen is the confirmation (no toast over it). Bad input gets a
// message beside its field and nothing typed is lost; the same application (a second tap, a retry
// after a failure) carries the same Idempotency-Key, so the server applies it once.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../components/QueryState/errorMessage';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { isShownInline } from '../../../lib/apiError';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useAbnormalTradeTypesQuery, useApplyRecoveryMutation } from '../api/abnormal';
import {
  checkRecovery,
  DESCRIPTION_LIMIT,
  type RecoveryErrors,
  type RecoveryValues,
} from '../lib/recoveryForm';
import { FormField } from '../../../components/FormField/FormField';
import { SubmitButton } from '../../../components/FormField/SubmitButton';

const FIELD_IDS: Record<keyof RecoveryValues, string> = {
  tradeType: 'recovery-trade-type',
  description: 'recovery-description',
  contactPhone: 'recovery-phone',
};
const FIELD_ORDER = Object.keys(FIELD_IDS) as Array<keyof RecoveryValues>;

export function RecoveryForm({ abnormalId, tradeType }: { abnormalId: string; tradeType?: string }) {
  const types = useAbnormalTradeTypesQuery();
  const [apply, applying] = useApplyRecoveryMutation();
  const { submit: submitOnce } = useSubmitOnce('recover');
  const navigate = useNavigate();
  const [values, setValues] = useState<RecoveryValues>({
    tradeType: tradeType ?? '',
    description: '',
    contactPhone: '',
  });
  const [errors, setErrors] = useState<RecoveryErrors>({});
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = (name: keyof RecoveryValues) => (e: { target: { value: string } }) => {
    const next = { ...values, [name]: e.target.value };
    setValues(next);
    if (tried) setErrors(checkRecovery(next));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkRecovery(values);
    setTried(true);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${FIELD_IDS[first]}`)?.focus();
      return;
    }
    const body = {
      abnormalId,
      tradeType: values.tradeType,
      description: values.description.trim(),
      contactPhone: values.contactPhone.trim(),
    };
    // A second tap can arrive before the disabled button re-renders: submitOnce skips it. The form says
    // its failures itself (below), so none is toasted.
    const applied = await submitOnce(body, (idempotencyKey) => apply({ body, idempotencyKey }), {
      shownInline: isShownInline,
    });
    if (applied) void navigate(href(paths.help.payExceptionProgressPage, { abnormalId }), { replace: true });
  };

  // Network and HTTP failures are toasted by the shell; the rest is said here, once.
  const failure = isShownInline(applying.error) ? errorMessage(applying.error) : null;
  return (
    <form
      ref={form}
      className="mh-help-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label="找回申请"
    >
      <FormField id={FIELD_IDS.tradeType} label="交易类型" error={errors.tradeType}>
        <select value={values.tradeType} onChange={set('tradeType')} disabled={!types.data}>
          <option value="">{types.isError ? '交易类型加载失败' : '请选择'}</option>
          {types.data?.list.map((t) => (
            <option key={t.tradeType} value={t.tradeType}>
              {t.tradeTypeName}
            </option>
          ))}
        </select>
      </FormField>
      {types.isError ? (
        <button type="button" className="mh-button mh-button--link" onClick={() => void types.refetch()}>
          重新加载交易类型
        </button>
      ) : null}
      <FormField
        id={FIELD_IDS.description}
        label="问题描述"
        error={errors.description}
        limit={DESCRIPTION_LIMIT}
      >
        <textarea
          rows={4}
          value={values.description}
          onChange={set('description')}
          placeholder="如：顾客付款成功，但款项未到账"
        />
      </FormField>
      <FormField id={FIELD_IDS.contactPhone} label="联系电话" error={errors.contactPhone}>
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={values.contactPhone}
          onChange={set('contactPhone')}
        />
      </FormField>
      {failure ? (
        <p className="mh-help-form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <SubmitButton submitting={applying.isLoading}>提交找回申请</SubmitButton>
    </form>
  );
}
