// /business/certificate: the merchant business certification form. Fields go one at a time into the
// draft (useBusinessDraft); the registration number and ID number are checked where they are typed,
// everything again on submit, and a server refusal is shown beside the field it names. One submit
// per body (useSubmitOnce): a double tap or a retry submits once.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { formatArea } from '@merchant-h5/sdk';
import type { CertificationPicField } from '@merchant-h5/sdk';
import { useNavigate } from 'react-router-dom';
import { AreaPicker } from '../../../../components/AreaPicker/AreaPicker';
import { FormField } from '../../../../components/FormField/FormField';
import { href, paths } from '../../../../config/paths';
import type { ApiError } from '../../../../lib/apiError';
import { useAreaTree } from '../../../../lib/areaList';
import { useAppDispatch } from '../../../../lib/state/hooks';
import { useSubmitOnce } from '../../../../lib/useSubmitOnce';
import {
  useReSubmitCertificationMutation,
  useSubmitCertificationMutation,
} from '../../api/businessCertification';
import { refusedField } from '../../../../lib/refusal';
import {
  BUSINESS_LIMITS,
  businessErrors,
  businessRequest,
  identityErrorsOf,
  identityOf,
  PHOTO_SLOTS,
  photoLabel,
  REFUSABLE_FIELDS,
} from '../../lib/businessForm';
import type { BusinessErrors, BusinessField } from '../../lib/businessForm';
import { resetCertificationForm } from '../../state/certificationSlice';
import { IdentityFields } from '../fields/IdentityFields';
import { MccPicker } from '../fields/MccPicker';
import { CertificationPhoto } from './CertificationPhoto';
import { RegistNoField } from './RegistNoField';
import { SettlementCardFields } from './SettlementCardFields';
import { useBusinessDraft } from './useBusinessDraft';
import { useBusinessLicence } from './useBusinessLicence';
import { licenceReadingText } from '../fields/useLicenceReading';
import './business.css';
import { SubmitButton } from '../../../../components/FormField/SubmitButton';

const IDENTITY_FIELDS = {
  name: 'legalManName',
  idNo: 'legalManCardNo',
  startDate: 'cardStartTime',
  endDate: 'cardEndTime',
  longTerm: 'cardEndTime',
} as const;

export function BusinessCertificateForm({ resubmit }: { resubmit: boolean }) {
  const draft = useBusinessDraft();
  const { form } = draft;
  const areaList = useAreaTree();
  const [errors, setErrors] = useState<BusinessErrors>({});
  const [round, setRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { submit, submitting } = useSubmitOnce('certify');
  const [submitNew] = useSubmitCertificationMutation();
  const [submitAgain] = useReSubmitCertificationMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // A draft restored without its ID and card numbers (never stored): say why they are asked again.
  const [restored] = useState(
    () =>
      Boolean(form.registNo || form.businessName || form.inputUserInfo.legalManName) &&
      !form.inputUserInfo.legalManCardNo,
  );

  useEffect(() => {
    if (round > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [round]);

  const clear = useCallback(
    (...fields: BusinessField[]) =>
      setErrors((e) => {
        if (!fields.some((f) => f in e)) return e;
        const next = { ...e };
        for (const f of fields) delete next[f];
        return next;
      }),
    [],
  );
  const licence = useBusinessLicence(
    draft,
    useCallback(() => clear('registNo', 'businessName', 'businessAddress'), [clear]),
  );
  const onPicture = (f: CertificationPicField, id: string | null) => (clear(f), draft.setPicture(f, id));
  const showRefusal = (error: ApiError) => {
    const refusal = refusedField(error, REFUSABLE_FIELDS);
    if (!refusal) return false;
    setErrors({ [refusal.field]: refusal.text });
    setRound((r) => r + 1);
    return true;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = businessErrors(form);
    setErrors(found);
    setRound((r) => r + 1);
    if (Object.keys(found).length > 0) return;
    const body = businessRequest(form);
    const send = resubmit ? submitAgain : submitNew;
    const done = await submit(body, (idempotencyKey) => send({ body, idempotencyKey }), {
      shownInline: showRefusal,
    });
    if (!done) return;
    dispatch(resetCertificationForm());
    navigate(href(paths.certification.auditStatus, {}), { replace: true });
  };

  return (
    <form ref={formRef} className="mh-form" data-state="ready" noValidate onSubmit={(e) => void onSubmit(e)}>
      {restored ? (
        <p className="mh-cert-notice" role="status">
          已恢复上次未提交的内容。为保护隐私，身份证号和结算卡号不在本机保存，请重新输入。
        </p>
      ) : null}
      <section className="mh-form-section" aria-labelledby="cert-license">
        <h2 id="cert-license">营业执照</h2>
        <p className="mh-field-hint">先拍营业执照，注册号、名称和地址会自动识别填入，可修改。</p>
        <CertificationPhoto
          field="businessLicensePic"
          label={photoLabel('businessLicensePic')}
          pictureId={form.businessLicensePic}
          error={errors.businessLicensePic}
          onUploaded={onPicture}
          onImage={(image) => void licence.read(image)}
          status={licenceReadingText(licence.reading)}
        />
        <RegistNoField
          value={form.registNo}
          error={errors.registNo}
          checkSignal={licence.checkSignal}
          onChange={(v) => {
            clear('registNo');
            draft.set('registNo', v);
          }}
        />
        <FormField
          id="cert-businessName"
          label="商户名称"
          error={errors.businessName}
          limit={BUSINESS_LIMITS.businessName}
        >
          <input
            value={form.businessName}
            onChange={(e) => (clear('businessName'), draft.set('businessName', e.target.value))}
          />
        </FormField>
        <AreaPicker
          id="cert-area"
          label="注册地区"
          {...areaList}
          value={draft.area}
          error={errors.area}
          onChange={(codes, names) => (clear('area'), draft.setArea({ ...codes, label: formatArea(names) }))}
        />
        <FormField
          id="cert-businessAddress"
          label="经营地址"
          error={errors.businessAddress}
          limit={BUSINESS_LIMITS.businessAddress}
        >
          <input
            value={form.businessAddress}
            onChange={(e) => (clear('businessAddress'), draft.set('businessAddress', e.target.value))}
          />
        </FormField>
        <MccPicker
          id="cert-mcc"
          value={{ mccCd: form.mccCd, mccValue: form.mccValue }}
          error={errors.mcc}
          onChange={(m) => (clear('mcc'), draft.setMcc(m))}
        />
      </section>
      <section className="mh-form-section" aria-labelledby="cert-legal">
        <h2 id="cert-legal">法人信息</h2>
        <IdentityFields
          idPrefix="cert-legal"
          value={identityOf(form)}
          errors={identityErrorsOf(errors)}
          nameLimit={BUSINESS_LIMITS.legalManName}
          onChange={(p) => {
            clear(...Object.keys(p).map((k) => IDENTITY_FIELDS[k as keyof typeof IDENTITY_FIELDS]));
            draft.setIdentity(p);
          }}
        />
      </section>
      <section className="mh-form-section" aria-labelledby="cert-card">
        <h2 id="cert-card">结算卡</h2>
        <SettlementCardFields
          actNo={form.actNo}
          bank={form.settleBank}
          errors={errors}
          onCardNo={(v) => (clear('actNo'), draft.set('actNo', v))}
          onBank={(p) => (clear('bankCode', 'setBankNo'), draft.setBank(p))}
        />
      </section>
      <section className="mh-form-section" aria-labelledby="cert-photos">
        <h2 id="cert-photos">照片</h2>
        {PHOTO_SLOTS.filter((p) => p.field !== 'businessLicensePic').map(({ field, label }) => (
          <CertificationPhoto
            key={field}
            field={field}
            label={label}
            pictureId={form[field]}
            error={errors[field]}
            onUploaded={onPicture}
          />
        ))}
      </section>
      <SubmitButton submitting={submitting}>{resubmit ? '重新提交认证' : '提交认证'}</SubmitButton>
    </form>
  );
}
