// The legal person's name and ID number for the legal-person method; the number is masked (3 + 4)
// whenever the field is not being edited, and kept in this form only (never in a draft).
import { maskIdNumber } from '@merchant-h5/sdk';
import { useState } from 'react';
// On focus the full number replaces the masked one at once and is selected: what is typed or pasted
// next replaces it instead of being appended to it.
import { flushSync } from 'react-dom';
import { FormField } from '../../../../components/FormField/FormField';
import { LEGAL_NAME_LIMIT } from './certificateForm';

export interface LegalPerson {
  name: string;
  idNo: string;
}

export function LegalPersonFields({
  value,
  errors,
  onChange,
}: {
  value: LegalPerson;
  errors: Partial<Record<keyof LegalPerson, string>>;
  onChange: (patch: Partial<LegalPerson>) => void;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <FormField id="channel-legal-name" label="法定代表人姓名" error={errors.name} limit={LEGAL_NAME_LIMIT}>
        <input autoComplete="off" value={value.name} onChange={(e) => onChange({ name: e.target.value })} />
      </FormField>
      <FormField id="channel-legal-id" label="法定代表人身份证号" error={errors.idNo}>
        <input
          autoComplete="off"
          maxLength={18}
          value={editing ? value.idNo : maskIdNumber(value.idNo)}
          onFocus={(e) => {
            const input = e.currentTarget;
            flushSync(() => setEditing(true));
            input.select();
          }}
          onBlur={() => setEditing(false)}
          onChange={(e) => onChange({ idNo: e.target.value.replace(/[^\dXx]/g, '').toUpperCase() })}
        />
      </FormField>
    </>
  );
}
