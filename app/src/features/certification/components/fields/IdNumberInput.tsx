// An ID number field: masked (first 3 + last 4) except while the merchant edits it, checked when it is
// left (shape, birth date incl. leap years, check character). Never stored: the hint says so.
import { maskIdNumber } from '@merchant-h5/sdk';
import { useLayoutEffect, useRef, useState } from 'react';
import { FormField } from '../../../../components/FormField/FormField';
import { idNumberError } from './identityRules';

export interface IdNumberInputProps {
  id: string;
  label?: string;
  value: string;
  onChange: (idNo: string) => void;
  /** The form's message; the field's own (on blur) shows until there is one. */
  error?: string | undefined;
}

export const ID_NOT_STORED_TEXT = '为保护隐私，身份证号不在本机保存，刷新后需重新输入';

/** @example <IdNumberInput id="idNo" value={idNo} onChange={setIdNo} error={errors.idNo} /> */
export function IdNumberInput({ id, label = '身份证号', value, onChange, error }: IdNumberInputProps) {
  const [editing, setEditing] = useState(false);
  const [own, setOwn] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  // The masked text gives way to the number when editing starts: select it all, so what is typed
  // replaces it (the caret would otherwise sit after 18 characters, and maxLength drop the typing).
  useLayoutEffect(() => {
    if (editing && input.current === document.activeElement) input.current?.select();
  }, [editing]);
  return (
    <FormField id={id} label={label} error={error ?? own} hint={value ? undefined : ID_NOT_STORED_TEXT}>
      <input
        ref={input}
        autoComplete="off"
        spellCheck={false}
        maxLength={18}
        value={editing ? value : maskIdNumber(value)}
        onFocus={() => setEditing(true)}
        onBlur={() => {
          setEditing(false);
          setOwn(value ? idNumberError(value) : undefined);
        }}
        onChange={(e) => {
          setOwn(undefined);
          onChange(e.target.value.replace(/\s/g, '').toUpperCase());
        }}
      />
    </FormField>
  );
}
