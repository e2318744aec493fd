// The legal person's name, ID number and its validity. The ID number shows masked (first 3 + last 4)
// except while the merchant edits it, is checked when the field is left (checksum, birth date incl.
// leap years), and can be read off the card by the host's OCR — the fields stay editable.
import { maskIdNumber } from '@merchant-h5/sdk';
import { useState } from 'react';
import { FormField } from '../../../../components/FormField/FormField';
import { idNumberError, validityError } from './identityRules';
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
}

/**
 * @example
 * <IdentityFields idPrefix="legal" value={identity} onChange={patchIdentity} errors={errors.identity} />
 */
export function IdentityFields({ idPrefix, value, onChange, errors = {} }: IdentityFieldsProps) {
  const [editingId, setEditingId] = useState(false);
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
      <FormField id={`${idPrefix}-name`} label="法人姓名" error={shown('name')}>
        <input autoComplete="off" value={value.name} onChange={(e) => change({ name: e.target.value })} />
      </FormField>
      <FormField
        id={`${idPrefix}-idNo`}
        label="身份证号"
        error={shown('idNo')}
        hint={editingId || value.idNo ? undefined : '为保护隐私，身份证号不在本机保存'}
      >
        <input
          autoComplete="off"
          spellCheck={false}
          maxLength={18}
          value={editingId ? value.idNo : maskIdNumber(value.idNo)}
          onFocus={() => setEditingId(true)}
          onBlur={() => {
            setEditingId(false);
            if (value.idNo) setOwn((o) => ({ ...o, idNo: idNumberError(value.idNo) }));
          }}
          onChange={(e) => change({ idNo: e.target.value.replace(/\s/g, '').toUpperCase() })}
        />
      </FormField>
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
