// The business certification form as the screens edit it: one field at a time into the certification
// slice (state/certificationSlice.ts), so a reload, a trip through the host or a failed submit loses
// nothing; ID and card numbers are kept in memory only (lib/state/draftSecrets.ts).
import { useMemo } from 'react';
import type { CertificationPicField } from '@merchant-h5/sdk';
import type { BankBranchValue } from '../../../../components/BankCard/BankBranchFields';
import { useAppDispatch, useAppSelector } from '../../../../lib/state/hooks';
import type { AppDispatch } from '../../../../lib/state/hooks';
import type { RootState } from '../../../../lib/state/rootReducer';
import type { AreaCodes } from '../../../../lib/area';
import type { IdentityValue } from '../fields/IdentityFields';
import type { MccValue } from '../fields/MccPicker';
import { LONG_TERM } from '../../lib/businessForm';
import { setField, withCertification } from '../../state/certificationSlice';
import type { CertificationForm } from '../../state/certificationForms';

/** The registered area: its codes, and its label as shown (formatArea). */
type AreaValue = AreaCodes & { label: string };

const selectForm = withCertification.selector((state) => state.certification.form);
const current = (getState: () => RootState) => selectForm(getState());

export function useBusinessDraft() {
  const form = useAppSelector(selectForm);
  const dispatch = useAppDispatch();

  const actions = useMemo(() => {
    // Patches read the slice as it is now, not as it was rendered: two photos may finish together.
    const patch = (fn: (form: CertificationForm, d: AppDispatch) => void) =>
      dispatch((d: AppDispatch, getState: () => RootState) => fn(current(getState), d));
    return {
      set: <K extends keyof CertificationForm>(name: K, value: CertificationForm[K]) =>
        dispatch(setField(name, value)),
      setArea: (a: AreaValue) => {
        dispatch(setField('registProvince', a.provinceCode));
        dispatch(setField('registCity', a.cityCode));
        dispatch(setField('registArea', a.districtCode));
        dispatch(setField('areaLabel', a.label));
      },
      setMcc: (m: MccValue) => {
        dispatch(setField('mccCd', m.mccCd));
        dispatch(setField('mccValue', m.mccValue));
      },
      setIdentity: (p: Partial<IdentityValue>) =>
        patch((f, d) => {
          const u = { ...f.inputUserInfo };
          if (p.name !== undefined) u.legalManName = p.name;
          if (p.idNo !== undefined) u.legalManCardNo = p.idNo;
          if (p.startDate !== undefined) u.cardStartTime = p.startDate;
          const longTerm = p.longTerm ?? u.cardEndTime === LONG_TERM;
          if (p.longTerm !== undefined || p.endDate !== undefined)
            u.cardEndTime = longTerm ? LONG_TERM : (p.endDate ?? '');
          d(setField('inputUserInfo', u));
        }),
      setBank: (p: Partial<BankBranchValue>) =>
        patch((f, d) => d(setField('settleBank', { ...f.settleBank, ...p }))),
      setPicture: (field: CertificationPicField, pictureId: string | null) =>
        patch((f, d) => {
          d(setField(field, pictureId ?? ''));
          d(setField('imageInfo', { ...f.imageInfo, [field]: pictureId ?? '' }));
        }),
    };
  }, [dispatch]);

  const area = useMemo<AreaValue>(
    () => ({
      provinceCode: form.registProvince,
      cityCode: form.registCity,
      districtCode: form.registArea,
      label: form.areaLabel,
    }),
    [form.registProvince, form.registCity, form.registArea, form.areaLabel],
  );
  return { form, area, ...actions };
}
