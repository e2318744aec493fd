// Where the terminal goes and whom to call: the area, the street address, the contact and a mobile
// number (or the ones on file, masked). Shared by the install application and the replacements.
import type { AreaProvince } from '@merchant-h5/sdk';
import { useServiceCoverageQuery } from '../api/areas';
import { CONTACT_NAME_LIMIT, streetLimit, type ContactValues, type FieldErrors } from '../lib/applyForm';
import { AreaPicker } from '../../../components/AreaPicker/AreaPicker';
import { FormField } from '../../../components/FormField/FormField';
import { OnFile } from '../../../components/FormField/OnFile';
import { useContactOnFile } from '../../../lib/infoOnFile';

export interface ContactFieldsProps {
  areas: readonly AreaProvince[];
  values: ContactValues;
  errors: FieldErrors<ContactValues>;
  onChange: (changes: Partial<ContactValues>) => void;
}

function useCoverage(districtCode: string): { error?: string; hint?: string } {
  const { data } = useServiceCoverageQuery(districtCode, { skip: !districtCode });
  if (!data || data.areaCode !== districtCode) return {};
  return data.serviceable
    ? { hint: `由${data.serviceProvider}上门安装，客服 ${data.servicePhone}` }
    : { error: '该地区暂未开通装机服务，请选择其他地区' };
}

export function ContactFields({ areas, values, errors, onChange }: ContactFieldsProps) {
  const coverage = useCoverage(values.districtCode);
  // The legal person and mobile number on file, offered masked as they are (the forms start from them).
  const contact = useContactOnFile();
  return (
    <>
      <AreaPicker
        id="area"
        label="所在地区"
        areas={areas}
        value={values}
        onChange={(codes) => onChange(codes)}
        error={errors.districtCode ?? coverage.error}
        hint={coverage.hint}
      />
      <FormField id="street" label="详细地址" error={errors.street} limit={streetLimit(values, areas)}>
        <input
          value={values.street}
          placeholder="街道、门牌号"
          autoComplete="street-address"
          onChange={(e) => onChange({ street: e.target.value })}
        />
      </FormField>
      {values.contactOnFile && contact ? (
        <OnFile
          label="登记的联系人"
          lines={[`联系人：${contact.nameMask}`, `手机号：${contact.mobileMask}`]}
          otherLabel="填写其他联系人"
          onOther={() => onChange({ contactOnFile: false })}
        />
      ) : (
        <>
          <FormField id="contactName" label="联系人" error={errors.contactName} limit={CONTACT_NAME_LIMIT}>
            <input
              value={values.contactName}
              autoComplete="name"
              onChange={(e) => onChange({ contactName: e.target.value })}
            />
          </FormField>
          <FormField id="contactPhone" label="手机号" error={errors.contactPhone}>
            <input
              value={values.contactPhone}
              type="tel"
              inputMode="numeric"
              maxLength={11}
              autoComplete="tel"
              onChange={(e) => onChange({ contactPhone: e.target.value })}
            />
          </FormField>
          {contact ? (
            <button
              type="button"
              className="mh-button mh-button--link"
              onClick={() => onChange({ contactOnFile: true })}
            >
              使用登记的联系人
            </button>
          ) : null}
        </>
      )}
    </>
  );
}
