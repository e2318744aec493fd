// The phone POS real-name certification. Bad input is named next to its field and nothing typed is
// lost; the ID number lives in this form only (never stored or logged). The same identity sent
// again (a double tap, a retry) carries the same Idempotency-Key. Turning phone-as-POS on after it
// is the screen's (onCertified), and so is telling how that went.
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/FormField/FormField';
import { SubmitButton } from '../../../components/FormField/SubmitButton';
import { errorMessage } from '../../../components/QueryState/errorMessage';
import { isShownInline } from '../../../lib/apiError';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useCertifyPhonePosMutation } from '../api/phonePos';
import { checkIdentity, NAME_LIMIT, type IdentityErrors } from '../lib/identity';

export function CertificationForm({ onCertified }: { onCertified: () => void }) {
  const [certify, certifying] = useCertifyPhonePosMutation();
  const { submit: submitOnce } = useSubmitOnce('certify');
  const [form, setForm] = useState({ name: '', idNo: '' });
  const [errors, setErrors] = useState<IdentityErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkIdentity(form);
    setErrors(found);
    if (found.name || found.idNo) return;
    const identity = { name: form.name.trim(), idNo: form.idNo.trim().toUpperCase() };
    // The form says its failures itself (the alert below), so none is toasted.
    const certified = await submitOnce(identity, (idempotencyKey) => certify({ identity, idempotencyKey }), {
      shownInline: isShownInline,
    });
    if (certified) onCertified();
  };

  const field = (key: 'name' | 'idNo', label: string) => (
    <FormField
      id={`pos-${key}`}
      label={label}
      error={errors[key]}
      limit={key === 'name' ? NAME_LIMIT : undefined}
    >
      <input
        value={form[key]}
        autoComplete="off"
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      />
    </FormField>
  );

  return (
    <form className="mh-fee-section" aria-labelledby="pos-cert" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="pos-cert">实名认证</h2>
      <p>开启手机 POS 收款前，请完成本人实名认证。</p>
      {field('name', '姓名')}
      {field('idNo', '身份证号')}
      {isShownInline(certifying.error) ? (
        <p className="mh-fee-notice" role="alert">
          {errorMessage(certifying.error)}
        </p>
      ) : null}
      <SubmitButton submitting={certifying.isLoading}>认证并开启</SubmitButton>
    </form>
  );
}
