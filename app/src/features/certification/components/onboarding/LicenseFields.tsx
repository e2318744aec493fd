// The licence part of businessInfo: its photo, registration number and registered address.
import { FormField } from '../../../../components/FormField/FormField';
import { DraftPhoto } from './DraftPhoto';
import { text } from './useDraft';
import type { Draft } from './useDraft';
import type { FieldErrors } from './fieldErrors';

export function LicenseFields({ draft, errors }: { draft: Draft; errors: FieldErrors }) {
  const { values, set } = draft;
  return (
    <>
      <DraftPhoto
        draft={draft}
        field="licensePic"
        urlField="atLicensePicUrl"
        label="营业执照照片"
        type="license"
        error={errors.licensePic}
      />
      <FormField id="access-registCode" label="营业执照注册号" error={errors.registCode}>
        <input
          autoComplete="off"
          value={text(values, 'registCode')}
          onChange={(e) => set('registCode', e.target.value)}
        />
      </FormField>
      <FormField id="access-cprRegAddr" label="注册地址" error={errors.cprRegAddr}>
        <input value={text(values, 'cprRegAddr')} onChange={(e) => set('cprRegAddr', e.target.value)} />
      </FormField>
    </>
  );
}
