// The card-machine forms start from what the server has: the business address and the contact on
// file, filled in once they arrive and never over what the merchant has begun; both stay editable.
import type { AreaProvince } from '@merchant-h5/sdk';
import { useEffect } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { useAddressOnFile, useContactOnFile } from '../../../lib/infoOnFile';
import type { ContactValues } from './applyForm';

export function usePrefillFromFile<V extends ContactValues>(
  areas: readonly AreaProvince[] | undefined,
  setValues: Dispatch<SetStateAction<V>>,
): void {
  const address = useAddressOnFile(areas);
  const contact = useContactOnFile();
  useEffect(() => {
    if (address) setValues((v) => (v.provinceCode || v.street ? v : { ...v, ...address }));
  }, [address, setValues]);
  useEffect(() => {
    if (contact) setValues((v) => (v.contactName || v.contactPhone ? v : { ...v, contactOnFile: true }));
  }, [contact, setValues]);
}
