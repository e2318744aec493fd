// /information/Authentication: the merchant's real-name certification — name and ID number (checked
// here: shape, birth date, check character; and by the server), submitted once; the result shown
// with the number masked.
import { endpoints, maskIdNumber } from '@merchant-h5/sdk';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '../../../../components/FormField/FormField';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { queryStatus } from '../../../../components/QueryState/queryStatus';
import { ResultScreen } from '../../../../components/ResultScreen/ResultScreen';
import type { ApiError } from '../../../../lib/apiError';
import { useSubmitOnce } from '../../../../lib/useSubmitOnce';
import { useRealNameStatusQuery, useSubmitRealNameMutation } from '../../api/businessRealName';
import { refusedField } from '../../../../lib/refusal';
import { textFieldError } from '../../../../lib/textField';
import { IdNumberInput } from '../fields/IdNumberInput';
import { idNumberError } from '../fields/identityRules';
import './business.css';
import { SubmitButton } from '../../../../components/FormField/SubmitButton';

type Errors = Partial<Record<'name' | 'idNo', string>>;

const NAME_LIMIT = endpoints.certificationSubmitCertification.limits.name;

export function RealNameView() {
  const status = useRealNameStatusQuery();
  const [submitRealName] = useSubmitRealNameMutation();
  const { submit, submitting } = useSubmitOnce('realName');
  const [name, setName] = useState('');
  const [idNo, setIdNo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const s = status.data;

  const showRefusal = (error: ApiError) => {
    const refusal = refusedField(error, ['name', 'idNo'] as const);
    if (refusal) setErrors({ [refusal.field]: refusal.text });
    return refusal !== null;
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const nameError = name.trim() ? textFieldError('姓名', name.trim(), NAME_LIMIT) : '请输入姓名';
    if (nameError) found.name = nameError;
    const idError = idNumberError(idNo);
    if (idError) found.idNo = idError;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = { name: name.trim(), idNo };
    const done = await submit(body, (idempotencyKey) => submitRealName({ body, idempotencyKey }), {
      shownInline: showRefusal,
    });
    if (done) setIdNo('');
  };

  return (
    <QueryState {...queryStatus(status)}>
      {s?.status === 'passed' ? (
        <div data-state="ready">
          <ResultScreen
            status="success"
            title="已实名认证"
            description={`${s.name ?? ''} ${maskIdNumber(s.idNo)}`}
          />
        </div>
      ) : (
        <form className="mh-form" data-state="ready" noValidate onSubmit={(e) => void onSubmit(e)}>
          <section className="mh-form-section" aria-labelledby="real-name-title">
            <h2 id="real-name-title">实名认证</h2>
            <p className="mh-field-hint">请填写商户本人的姓名和身份证号，提交后立即核验。</p>
            <FormField id="real-name" label="姓名" error={errors.name} limit={NAME_LIMIT}>
              <input
                autoComplete="off"
                value={name}
                onChange={(e) => {
                  setErrors((x) => ({ ...x, name: undefined }));
                  setName(e.target.value);
                }}
              />
            </FormField>
            <IdNumberInput
              id="real-idNo"
              value={idNo}
              error={errors.idNo}
              onChange={(v) => {
                setErrors((x) => ({ ...x, idNo: undefined }));
                setIdNo(v);
              }}
            />
          </section>
          <SubmitButton submitting={submitting}>提交认证</SubmitButton>
        </form>
      )}
    </QueryState>
  );
}
