// Adding or editing a delivery address (integral/editAddress): every field checked here first, the
// message beside its field; a refusal naming a field goes beside it too, any other under the form.
// Nothing typed is lost on a failed save: the values live here until the save succeeds.
import { formatArea } from '@merchant-h5/sdk';
import type { DeliveryAddress } from '@merchant-h5/sdk';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { AreaPicker } from '../../../components/AreaPicker/AreaPicker';
import { FormField } from '../../../components/FormField/FormField';
import type { ApiError } from '../../../lib/apiError';
import { isShownInline } from '../../../lib/apiError';
import { useAreaTree } from '../../../lib/areaList';
import { useSaveAddressMutation } from '../api/exchange';
import { refusedField } from '../../../lib/refusal';
import {
  ADDRESS_FIELDS,
  ADDRESS_LABELS,
  ADDRESS_LIMITS,
  EMPTY_ADDRESS,
  addressAreaCodes,
  addressErrors,
  areaNamesOfAddress,
  trimmed,
  withArea,
} from '../lib/addressForm';
import type { AddressErrors, AddressValues } from '../lib/addressForm';
import './mall.css';

export interface AddressFormProps {
  /** The address being edited; absent: a new one. */
  editing?: DeliveryAddress;
  onSaved: (address: DeliveryAddress) => void;
  onCancel?: () => void;
}

type TypedField = 'name' | 'phone' | 'detail';

const FIELD: Record<TypedField, { autoComplete: string }> = {
  name: { autoComplete: 'name' },
  phone: { autoComplete: 'tel-national' },
  detail: { autoComplete: 'street-address' },
};

export function AddressForm({ editing, onSaved, onCancel }: AddressFormProps) {
  const [values, setValues] = useState<AddressValues>(() => {
    if (!editing) return EMPTY_ADDRESS;
    const { addressId: _id, ...rest } = editing;
    return rest;
  });
  const [errors, setErrors] = useState<AddressErrors>({});
  const [failure, setFailure] = useState<string>();
  const [save, saving] = useSaveAddressMutation();
  const areaList = useAreaTree();
  const prefix = editing ? `address-${editing.addressId}` : 'address-new';
  const areaCodes = addressAreaCodes(values, areaList.areas);
  // An address saved with names the list no longer holds: the picker is empty, and says what was there.
  const stale = Boolean(values.province) && !areaCodes.provinceCode && areaList.areas.length > 0;

  const clear = (...fields: Array<keyof AddressValues>) =>
    setErrors((e) => {
      const next = { ...e };
      for (const f of fields) delete next[f];
      return next;
    });

  const field = (key: TypedField) => (
    <FormField
      id={`${prefix}-${key}`}
      label={ADDRESS_LABELS[key]}
      error={errors[key]}
      limit={key === 'phone' ? undefined : ADDRESS_LIMITS[key]}
    >
      <input
        type={key === 'phone' ? 'tel' : 'text'}
        inputMode={key === 'phone' ? 'numeric' : undefined}
        maxLength={key === 'phone' ? 11 : undefined}
        autoComplete={FIELD[key].autoComplete}
        placeholder={`请输入${ADDRESS_LABELS[key]}`}
        value={values[key]}
        onChange={(e) => {
          const value = key === 'phone' ? e.target.value.replace(/\D/g, '') : e.target.value;
          setValues((v) => ({ ...v, [key]: value }));
          clear(key);
        }}
      />
    </FormField>
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const found = addressErrors(values, areaList.areas);
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
      {field('name')}
      {field('phone')}
      <AreaPicker
        id={`${prefix}-area`}
        label="所在地区"
        {...areaList}
        value={areaCodes}
        error={errors.province ?? errors.city ?? errors.area}
        hint={stale ? `原地区“${formatArea(areaNamesOfAddress(values))}”已不可选，请重新选择` : undefined}
        onChange={(_codes, names) => {
          setValues((v) => withArea(v, names));
          clear('province', 'city', 'area');
        }}
      />
      {field('detail')}
      {failure ? (
        <p className="mh-field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="mh-button-row mh-address-form-actions">
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
