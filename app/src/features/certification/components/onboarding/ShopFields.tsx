// The address, category and picture fields of smallBusinessInfo (also part of businessInfo and of
// the compliance supplement): name, area, address, category, shop front and inside.
import { formatArea } from '@merchant-h5/sdk';
import { AreaPicker } from '../../../../components/AreaPicker/AreaPicker';
import { FormField } from '../../../../components/FormField/FormField';
import { useAreaTree } from '../../../../lib/areaList';
import { MccPicker } from '../fields/MccPicker';
import { DraftPhoto } from './DraftPhoto';
import { readMapped, setMapped, text } from './useDraft';
import type { Draft } from './useDraft';
import { DRAFT_LIMITS, type FieldErrors } from './fieldErrors';

/** The area's codes and label (formatArea) → the draft's field names. */
const AREA_FIELDS = {
  provinceCode: 'regProvCd',
  cityCode: 'regCityCd',
  districtCode: 'regDistCd',
  label: 'areaLabel',
} as const;

export function ShopFields({
  draft,
  errors,
  idPrefix,
}: {
  draft: Draft;
  errors: FieldErrors;
  idPrefix: string;
}) {
  const { values, set } = draft;
  const areaList = useAreaTree();
  return (
    <>
      <FormField
        id={`${idPrefix}-mecDisNm`}
        label="经营名称"
        error={errors.mecDisNm}
        limit={DRAFT_LIMITS.mecDisNm}
      >
        <input value={text(values, 'mecDisNm')} onChange={(e) => set('mecDisNm', e.target.value)} />
      </FormField>
      <AreaPicker
        id={`${idPrefix}-area`}
        label="经营地区"
        {...areaList}
        value={readMapped(values, AREA_FIELDS)}
        onChange={(codes, names) => setMapped(draft, AREA_FIELDS, { ...codes, label: formatArea(names) })}
        error={errors.regProvCd}
      />
      <FormField
        id={`${idPrefix}-address`}
        label="详细经营地址"
        error={errors.address}
        limit={DRAFT_LIMITS.address}
      >
        <input value={text(values, 'address')} onChange={(e) => set('address', e.target.value)} />
      </FormField>
      <MccPicker
        id={`${idPrefix}-mcc`}
        value={{ mccCd: text(values, 'mccCd'), mccValue: text(values, 'mccValue') }}
        onChange={(mcc) => setMapped(draft, { mccCd: 'mccCd', mccValue: 'mccValue' }, mcc)}
        error={errors.mccCd}
      />
      <DraftPhoto
        draft={draft}
        field="storePic"
        urlField="storePicUrl"
        label="门头照"
        type="store"
        error={errors.storePic}
      />
      <DraftPhoto
        draft={draft}
        field="insideScenePic"
        urlField="insideScenePicUrl"
        label="店内照"
        type="insideScene"
        error={errors.insideScenePic}
      />
    </>
  );
}
