// The reservation form: name, ID number and mobile, each checked beside its field with the SDK's
// validators; sent once (idempotency key). Nothing typed is kept anywhere but this form's state.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { endpoints, idNumberProblem, isMobileNumber } from '@merchant-h5/sdk';
import type { CreditCardReservation, IdNumberProblem } from '@merchant-h5/sdk';
import { DigitsInput } from '../../../components/FormField/DigitsInput';
import { FormField } from '../../../components/FormField/FormField';
import { SubmitButton } from '../../../components/FormField/SubmitButton';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useReserveCardMutation } from '../api/reservation';

interface Values {
  name: string;
  idNo: string;
  phone: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const ID_NUMBER_TEXT: Record<NonNullable<IdNumberProblem>, string> = {
  length: '请输入 18 位身份证号',
  birthDate: '身份证号的出生日期不正确',
  checkChar: '身份证号校验位不正确，请核对',
};

export function reservationErrors(v: Values, today?: Date): Errors {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = '请输入姓名';
  if (!v.idNo) errors.idNo = '请输入身份证号';
  else {
    const problem = idNumberProblem(v.idNo, today);
    if (problem) errors.idNo = ID_NUMBER_TEXT[problem];
  }
  if (!v.phone) errors.phone = '请输入手机号';
  else if (!isMobileNumber(v.phone)) errors.phone = '手机号应为 1 开头的 11 位数字';
  return errors;
}

export function ReservationForm({ onReserved }: { onReserved: (r: CreditCardReservation) => void }) {
  const [values, setValues] = useState<Values>({ name: '', idNo: '', phone: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [reserve] = useReserveCardMutation();
  const { submit, submitting } = useSubmitOnce('card-reservation');
  const set = (name: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reservationErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = { name: values.name.trim(), idNo: values.idNo.toUpperCase(), phone: values.phone };
    const done = await submit(body, (idempotencyKey) => reserve({ body, idempotencyKey }));
    if (done) onReserved(done);
  };
  return (
    <form
      className="mh-form mh-card-form"
      noValidate
      aria-label="预约虚拟信用卡"
      onSubmit={(e) => void onSubmit(e)}
    >
      <FormField
        id="card-name"
        label="姓名"
        error={errors.name}
        limit={endpoints.virtualCreditCardAddReservationInfo.limits.name}
      >
        <input value={values.name} autoComplete="off" onChange={(e) => set('name', e.target.value)} />
      </FormField>
      <FormField id="card-id" label="身份证号" error={errors.idNo}>
        <input
          value={values.idNo}
          maxLength={18}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => set('idNo', e.target.value.replace(/[^\dXx]/g, '').toUpperCase())}
        />
      </FormField>
      <FormField id="card-phone" label="手机号" error={errors.phone}>
        <DigitsInput digits={11} autoComplete="off" value={values.phone} onChange={(d) => set('phone', d)} />
      </FormField>
      <SubmitButton submitting={submitting}>立即预约</SubmitButton>
    </form>
  );
}
