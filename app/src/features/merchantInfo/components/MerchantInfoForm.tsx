// The merchant information form (触达商户资料): shop, contact, mobile, business category through the
// shared MCC picker, the area through the shared area picker and the street. Each message is beside
// its field; a bad submit keeps everything typed, a failed one can be sent again, a double tap saves once.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { endpoints } from '@merchant-h5/sdk';
import type { TouchMerchant, TouchMerchantForm } from '@merchant-h5/sdk';
import { AreaPicker } from '../../../components/AreaPicker/AreaPicker';
import { DigitsInput } from '../../../components/FormField/DigitsInput';
import { FormField } from '../../../components/FormField/FormField';
import { SubmitButton } from '../../../components/FormField/SubmitButton';
import { MccPicker } from '../../../components/MccPicker/MccPicker';
import { useAreaTree } from '../../../lib/areaList';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useTouchMccQuery } from '../api/touch';
import { merchantFormBody, merchantFormErrors } from './merchantForm';
import type { MerchantFormErrors, MerchantFormValues } from './merchantForm';

const limits = endpoints.touchAdd.limits;

export interface MerchantInfoFormProps {
  /** The values the form starts from (the server's). */
  initial: MerchantFormValues;
  /** Names the submit within the screen (its idempotency key is kept per action). */
  action: string;
  /** Sends the body with the key; answers the saved record or the failure. */
  save: (
    body: TouchMerchantForm,
    idempotencyKey: string,
  ) => PromiseLike<{ data: TouchMerchant } | { error: unknown }>;
  onSaved: (record: TouchMerchant) => void;
  submitLabel: string;
}

export function MerchantInfoForm({ initial, action, save, onSaved, submitLabel }: MerchantInfoFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<MerchantFormErrors>({});
  const [mccOpen, setMccOpen] = useState(false);
  const mcc = useTouchMccQuery(undefined, { skip: !mccOpen });
  const areaTree = useAreaTree();
  const { submit, submitting } = useSubmitOnce(action);

  const set = <K extends keyof MerchantFormValues>(name: K, value: MerchantFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = merchantFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = merchantFormBody(values);
    const saved = await submit(body, (key) => save(body, key));
    if (saved) onSaved(saved);
  };

  return (
    <form
      className="mh-form mh-merchant-form"
      noValidate
      aria-label="商户资料"
      onSubmit={(e) => void onSubmit(e)}
    >
      <FormField id="touch-name" label="店铺名称" error={errors.merchantName} limit={limits.merchantName}>
        <input value={values.merchantName} onChange={(e) => set('merchantName', e.target.value)} />
      </FormField>
      <FormField id="touch-contact" label="联系人" error={errors.contactName} limit={limits.contactName}>
        <input
          value={values.contactName}
          autoComplete="name"
          onChange={(e) => set('contactName', e.target.value)}
        />
      </FormField>
      <FormField id="touch-phone" label="联系手机号" error={errors.phone}>
        <DigitsInput digits={11} autoComplete="tel" value={values.phone} onChange={(d) => set('phone', d)} />
      </FormField>
      <MccPicker
        id="touch-mcc"
        value={values.mcc}
        onChange={(m) => set('mcc', m)}
        onOpen={(open) => open && setMccOpen(true)}
        error={errors.mcc}
        list={{
          options: mcc.data?.list ?? [],
          loading: mcc.isFetching,
          failed: mcc.isError,
          loaded: mcc.isSuccess,
          reload: () => void mcc.refetch(),
        }}
      />
      <AreaPicker
        id="touch-area"
        label="所在地区"
        {...areaTree}
        value={values.area}
        onChange={(codes) => set('area', codes)}
        error={errors.area}
      />
      <FormField id="touch-address" label="详细地址" error={errors.address} limit={limits.address}>
        <input value={values.address} onChange={(e) => set('address', e.target.value)} />
      </FormField>
      <SubmitButton submitting={submitting} busyLabel="保存中…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
