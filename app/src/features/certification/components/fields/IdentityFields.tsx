// The legal person's name, ID number (IdNumberInput: masked except while edited, checked on blur) and
// its validity (长期 allowed, the end after the start); the host's OCR can read them off the card —
// the fields stay editable.
import { useState } from 'react';
import type { TextLimit } from '@merchant-h5/sdk';
import { FormField } from '../../../../components/FormField/FormField';
import { IdNumberInput } from './IdNumberInput';
import { validityError } from './identityRules';
import { ID_OCR_FAILED_TEXT, NO_ID_OCR_TEXT, useIdCardScan } from './useIdCardScan';
import './fields.css';

export interface IdentityValue {
  name: string;
  idNo: string;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 'YYYY-MM-DD', '' when longTerm */
  endDate: string;
  longTerm: boolean;
}

export const emptyIdentity: IdentityValue = {
  name: '',
  idNo: '',
  startDate: '',
  endDate: '',
  longTerm: false,
};

export type IdentityErrors = Partial<Record<keyof IdentityValue, string>>;

export interface IdentityFieldsProps {
  idPrefix: string;
  value: IdentityValue;
  onChange: (patch: Partial<IdentityValue>) => void;
  /** The form's messages (its submit, the server's refusal); the fields add their own on blur. */
  errors?: IdentityErrors;
  /** The name's rule in the contract of the endpoint the form sends to. */
  nameLimit: TextLimit;
}

/**
 * @example
 * <IdentityFields idPrefix="legal" value={identity} onChange={patchIdentity} errors={errors.identity} />
 */
export function IdentityFields({ idPrefix, value, onChange, errors = {}, nameLimit }: IdentityFieldsProps) {
  const [own, setOwn] = useState<IdentityErrors>({});
  const { scan, state } = useIdCardScan(onChange);
  const change = (patch: Partial<IdentityValue>) => {
    setOwn((o) => {
      const next = { ...o };
      for (const k of Object.keys(patch)) delete next[k as keyof IdentityValue];
      return next;
    });
    onChange(patch);
  };
  // The form's message wins once the merchant submits; until then the field's own.
  const shown = (k: keyof IdentityValue) => errors[k] ?? own[k];
  const checkDates = (v: IdentityValue) => {
    if (v.startDate && (v.endDate || v.longTerm)) setOwn((o) => ({ ...o, ...validityError(v) }));
  };

  return (
    <>
      <div className="mh-cert-ocr">
        {scan ? (
          <button
            type="button"
            className="mh-button"
            disabled={state === 'scanning'}
            onClick={() => void scan()}
          >
            {state === 'scanning' ? '识别中…' : '拍照识别身份证'}
          </button>
        ) : null}
        <p role="status">
          {!scan
            ? NO_ID_OCR_TEXT
            : state === 'failed'
              ? ID_OCR_FAILED_TEXT
              : state === 'filled'
                ? '已识别，请核对'
                : ''}
        </p>
      </div>
      <FormField id={`${idPrefix}-name`} label="法人姓名" error={shown('name')} limit={nameLimit}>
        <input autoComplete="off" value={value.name} onChange={(e) => change({ name: e.target.value })} />
      </FormField>
      <IdNumberInput
        id={`${idPrefix}-idNo`}
        value={value.idNo}
        onChange={(idNo) => change({ idNo })}
        error={errors.idNo}
      />
      <FormField id={`${idPrefix}-startDate`} label="证件有效期起始日期" error={shown('startDate')}>
        <input
          type="date"
          value={value.startDate}
          onChange={(e) => change({ startDate: e.target.value })}
          onBlur={() => checkDates(value)}
        />
      </FormField>
      <FormField id={`${idPrefix}-endDate`} label="证件有效期截止日期" error={shown('endDate')}>
        <input
          type="date"
          value={value.longTerm ? '' : value.endDate}
          disabled={value.longTerm}
          onChange={(e) => change({ endDate: e.target.value })}
          onBlur={() => checkDates(value)}
        />
      </FormField>
      <label className="mh-cert-check">
        <input
          type="checkbox"
          checked={value.longTerm}
          onChange={(e) =>
            change({ longTerm: e.target.checked, endDate: e.target.checked ? '' : value.endDate })
          }
        />
        长期有效
      </label>
    </>
  );
}
