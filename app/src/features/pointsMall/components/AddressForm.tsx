// Adding or editing a delivery address (integral/editAddress): every field checked here first, the
// message beside its field; a refusal naming a field goes beside it too, any other under the form.
// Nothing typed is lost on a failed save: the values live here until the save succeeds.
import type { DeliveryAddress } from '@merchant-h5/sdk';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '../../../components/FormField/FormField';
import type { ApiError } from '../../../lib/apiError';
import { isShownInline } from '../../../lib/apiError';
import { useSaveAddressMutation } from '../api/exchange';
import { refusedField } from '../../../lib/refusal';
import {
  ADDRESS_FIELDS,
  ADDRESS_LABELS,
  ADDRESS_LIMITS,
  EMPTY_ADDRESS,
  addressErrors,
  trimmed,
} from '../lib/addressForm';
import type { AddressErrors, AddressValues } from '../lib/addressForm';
import './mall.css';

export interface AddressFormProps {
  /** The address being edited; absent: a new one. */
  editing?: DeliveryAddress;
  onSaved: (address: DeliveryAddress) => void;
  onCancel?: () => void;
}

const FIELDS: ReadonlyArray<{ key: keyof AddressValues; autoComplete: string }> = [
  { key: 'name', autoComplete: 'name' },
  { key: 'phone', autoComplete: 'tel-national' },
  { key: 'province', autoComplete: 'address-level1' },
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'area', autoComplete: 'address-level3' },
  { key: 'detail', autoComplete: 'street-address' },
];

export function AddressForm({ editing, onSaved, onCancel }: AddressFormProps) {
  const [values, setValues] = useState<AddressValues>(() => {
    if (!editing) return EMPTY_ADDRESS;
    const { addressId: _id, ...rest } = editing;
    return rest;
  });
  const [errors, setErrors] = useState<AddressErrors>({});
  const [failure, setFailure] = useState<string>();
  const [save, saving] = useSaveAddressMutation();
  const prefix = editing ? `address-${editing.addressId}` : 'address-new';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const found = addressErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await save({ ...trimmed(values), ...(editing ? { addressId: editing.addressId } : {}) });
    if ('data' in outcome && outcome.data) return onSaved(outcome.data.address);
    const error = outcome.error as ApiError;
    const named = refusedField(error, ADDRESS_FIELDS);
    if (named) setErrors({ [named.field]: named.text });
    // Network and HTTP failures are toasted by the shell: one message per failure.
    else if (isShownInline(error)) setFailure(error.message || '保存失败，请重试');
  };

  return (
    <form
      className="mh-address-form"
      noValidate
      aria-labelledby={`${prefix}-title`}
      onSubmit={(e) => void onSubmit(e)}
    >
      <h3 id={`${prefix}-title`}>{editing ? '编辑收货地址' : '新增收货地址'}</h3>
      {FIELDS.map((f) => (
        <FormField
          key={f.key}
          id={`${prefix}-${f.key}`}
          label={ADDRESS_LABELS[f.key]}
          error={errors[f.key]}
          limit={f.key === 'phone' ? undefined : ADDRESS_LIMITS[f.key]}
        >
          <input
            type={f.key === 'phone' ? 'tel' : 'text'}
            inputMode={f.key === 'phone' ? 'numeric' : undefined}
            maxLength={f.key === 'phone' ? 11 : undefined}
            autoComplete={f.autoComplete}
            placeholder={`请输入${ADDRESS_LABELS[f.key]}`}
            value={values[f.key]}
            onChange={(e) => {
              const value = f.key === 'phone' ? e.target.value.replace(/\D/g, '') : e.target.value;
              setValues((v) => ({ ...v, [f.key]: value }));
              setErrors(({ [f.key]: _gone, ...rest }) => rest);
            }}
          />
        </FormField>
      ))}
      {failure ? (
        <p className="mh-field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="mh-address-form-actions">
        {onCancel ? (
          <button type="button" className="mh-button" onClick={onCancel}>
            取消
          </button>
        ) : null}
        <button type="submit" className="mh-button mh-button--primary" disabled={saving.isLoading}>
          {saving.isLoading ? '保存中…' : '保存地址'}
        </button>
      </div>
    </form>
  );
}
