// The address, category and picture fields of smallBusinessInfo (also part of businessInfo and of
// the compliance supplement): name, area, address, category, shop front and inside.
import { FormField } from '../../../../components/FormField/FormField';
import { AreaCascade } from '../fields/AreaCascade';
import { MccPicker } from '../fields/MccPicker';
import { DraftPhoto } from './DraftPhoto';
import { text } from './useDraft';
import type { Draft } from './useDraft';
import type { FieldErrors } from './fieldErrors';

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
  return (
    <>
      <FormField id={`${idPrefix}-mecDisNm`} label="经营名称" error={errors.mecDisNm}>
        <input value={text(values, 'mecDisNm')} onChange={(e) => set('mecDisNm', e.target.value)} />
      </FormField>
      <AreaCascade
        id={`${idPrefix}-area`}
        label="经营地区"
        value={{
          provinceCode: text(values, 'regProvCd'),
          cityCode: text(values, 'regCityCd'),
          districtCode: text(values, 'regDistCd'),
          label: text(values, 'areaLabel'),
        }}
        onChange={(area) => {
          set('regProvCd', area.provinceCode);
          set('regCityCd', area.cityCode);
          set('regDistCd', area.districtCode);
          set('areaLabel', area.label);
        }}
        error={errors.regProvCd}
      />
      <FormField id={`${idPrefix}-address`} label="详细经营地址" error={errors.address}>
        <input value={text(values, 'address')} onChange={(e) => set('address', e.target.value)} />
      </FormField>
      <MccPicker
        id={`${idPrefix}-mcc`}
        value={{ mccCd: text(values, 'mccCd'), mccValue: text(values, 'mccValue') }}
        onChange={(mcc) => {
          set('mccCd', mcc.mccCd);
          set('mccValue', mcc.mccValue);
        }}
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
