// The licence part of businessInfo: its photo, registration number and registered address. What the
// photo reads (bqCertificationLicenseImageAnalysis) fills the number, the name and the address still
// empty; all stay editable and are checked on submit like typed ones.
import { useCallback } from 'react';
import { FormField } from '../../../../components/FormField/FormField';
import { licenceReadingText, useLicenceReading } from '../fields/useLicenceReading';
import type { LicenceTarget } from '../fields/useLicenceReading';
import { DraftPhoto } from './DraftPhoto';
import { text } from './useDraft';
import type { Draft } from './useDraft';
import { DRAFT_LIMITS, type FieldErrors } from './fieldErrors';

export function LicenseFields({ draft, errors }: { draft: Draft; errors: FieldErrors }) {
  const { values, set } = draft;
  const targets = useCallback(
    (): LicenceTarget[] => [
      {
        label: '注册号',
        current: text(values, 'registCode'),
        set: (v) => set('registCode', v),
        read: (l) => l.registNo,
      },
      {
        label: '经营名称',
        current: text(values, 'mecDisNm'),
        set: (v) => set('mecDisNm', v),
        read: (l) => l.businessName,
      },
      {
        label: '注册地址',
        current: text(values, 'cprRegAddr'),
        set: (v) => set('cprRegAddr', v),
        read: (l) => l.address,
      },
    ],
    [values, set],
  );
  const licence = useLicenceReading(targets);
  return (
    <>
      <DraftPhoto
        draft={draft}
        field="licensePic"
        urlField="atLicensePicUrl"
        label="营业执照照片"
        type="license"
        error={errors.licensePic}
        onImage={(image) => void licence.read(image)}
        status={licenceReadingText(licence.reading)}
      />
      <FormField id="access-registCode" label="营业执照注册号" error={errors.registCode}>
        <input
          autoComplete="off"
          value={text(values, 'registCode')}
          onChange={(e) => set('registCode', e.target.value)}
        />
      </FormField>
      <FormField
        id="access-cprRegAddr"
        label="注册地址"
        error={errors.cprRegAddr}
        limit={DRAFT_LIMITS.cprRegAddr}
      >
        <input value={text(values, 'cprRegAddr')} onChange={(e) => set('cprRegAddr', e.target.value)} />
      </FormField>
    </>
  );
}
