// The registration number: its check character checked here when the field is left (or filled from
// the licence photo), then the server's word (bqCertificationCheckRegistNo). Either message shows
// beside the field.
import { useEffect, useRef, useState } from 'react';
import { FormField } from '../../../../components/FormField/FormField';
import { useLazyCheckRegistNoQuery } from '../../api/businessCertification';
import { registNoError } from '../../lib/businessForm';

export interface RegistNoFieldProps {
  value: string;
  onChange: (registNo: string) => void;
  /** The form's message (its submit, the server's refusal). */
  error?: string | undefined;
  /** Bumped when the number was filled in from the licence photo: checked as if typed and left. */
  checkSignal?: number;
}

export function RegistNoField({ value, onChange, error, checkSignal = 0 }: RegistNoFieldProps) {
  const [own, setOwn] = useState<string | undefined>();
  const [check, checked] = useLazyCheckRegistNoQuery();
  const onBlur = async () => {
    if (!value.trim()) return;
    const local = registNoError(value);
    setOwn(local);
    if (local) return;
    const answer = await check(value.trim().toUpperCase(), true);
    // A network failure is the shell's to tell; the submit checks again.
    if (answer.data && !answer.data.valid) setOwn(answer.data.reason || '营业执照注册号无效');
  };
  const latest = useRef(onBlur);
  latest.current = onBlur;
  useEffect(() => {
    if (checkSignal > 0) void latest.current();
  }, [checkSignal]);
  return (
    <FormField
      id="cert-registNo"
      label="营业执照注册号"
      error={error ?? own}
      hint={checked.isFetching ? '校验中…' : '18 位统一社会信用代码或 15 位注册号'}
    >
      <input
        autoComplete="off"
        spellCheck={false}
        maxLength={18}
        value={value}
        onBlur={() => void onBlur()}
        onChange={(e) => {
          setOwn(undefined);
          onChange(e.target.value.replace(/\s/g, '').toUpperCase());
        }}
      />
    </FormField>
  );
}
