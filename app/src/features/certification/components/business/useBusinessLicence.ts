// The business certification's licence reading: the registration number, the merchant's name and
// the address read off the licence photo into the draft, the number then checked as if typed.
import { useCallback, useState } from 'react';
import { useLicenceReading } from '../fields/useLicenceReading';
import type { LicenceTarget } from '../fields/useLicenceReading';
import type { useBusinessDraft } from './useBusinessDraft';

/** `onFilled`: the form drops its old messages of the fields just filled. */
export function useBusinessLicence(draft: ReturnType<typeof useBusinessDraft>, onFilled: () => void) {
  const [checkSignal, setCheckSignal] = useState(0);
  const { form, set } = draft;
  const targets = useCallback(
    (): LicenceTarget[] => [
      {
        label: '注册号',
        current: form.registNo,
        set: (v) => set('registNo', v.toUpperCase()),
        read: (l) => l.registNo,
      },
      {
        label: '商户名称',
        current: form.businessName,
        set: (v) => set('businessName', v),
        read: (l) => l.businessName,
      },
      {
        label: '经营地址',
        current: form.businessAddress,
        set: (v) => set('businessAddress', v),
        read: (l) => l.address,
      },
    ],
    [form.registNo, form.businessName, form.businessAddress, set],
  );
  const afterFill = useCallback(() => {
    onFilled();
    setCheckSignal((n) => n + 1);
  }, [onFilled]);
  const { read, reading } = useLicenceReading(targets, afterFill);
  return { read, reading, checkSignal };
}
