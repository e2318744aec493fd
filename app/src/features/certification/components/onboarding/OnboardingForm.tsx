// The onboarding form: businessInfo (with a licence, merchantAccessIncom) or smallBusinessInfo
// (without, merchantAccessMicroIncom), then legalPersonInfo. Every field goes into the draft as it
// is typed; a refusal is shown beside the field it names, and nothing typed is lost. A submitted
// onboarding is recorded for follow-up (touch/*).
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { MerchType } from '@merchant-h5/sdk';
import { useAppDispatch } from '../../../../lib/state/hooks';
import { useSubmitOnce } from '../../../../lib/useSubmitOnce';
import { resetOnboarding } from '../../state/certificationSlice';
import { useSubmitAccessMutation, useSubmitMicroAccessMutation } from '../../api/onboardingAccess';
import { businessInfo, legalPersonInfo, smallBusinessInfo } from './accessBody';
import { LegalPersonFields } from './LegalPersonFields';
import { LicenseFields } from './LicenseFields';
import { ShopFields } from './ShopFields';
import {
  LEGAL_FIELDS,
  LICENSE_FIELDS,
  SHOP_FIELDS,
  legalPersonErrors,
  licenseErrors,
  refusalField,
  shopErrors,
} from './fieldErrors';
import type { FieldErrors } from './fieldErrors';
import { useOnboardingDraft } from './useDraft';
import { useTouch } from './useTouch';
import type { Draft } from './useDraft';
import { SubmitButton } from '../../../../components/FormField/SubmitButton';

const FIELDS = [...LICENSE_FIELDS, ...SHOP_FIELDS, ...LEGAL_FIELDS];

/** `merchType` '02' is the small merchant without licence; '01' and '03' have one. */
export function OnboardingForm({ merchType }: { merchType: MerchType }) {
  const micro = merchType === '02';
  const business = useOnboardingDraft(micro ? 'smallBusinessInfo' : 'businessInfo');
  const legal = useOnboardingDraft('legalPersonInfo');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitAccess] = useSubmitAccessMutation();
  const [submitMicro] = useSubmitMicroAccessMutation();
  const { submit, submitting } = useSubmitOnce('onboard');
  const dispatch = useAppDispatch();
  const recordTouch = useTouch(business, legal);
  const clearing = (draft: Draft): Draft => ({
    values: draft.values,
    set: (name, value) => {
      draft.set(name, value);
      setErrors(({ [name]: _gone, ...rest }) => rest);
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(micro ? {} : licenseErrors(business.values)),
      ...shopErrors(business.values),
      ...legalPersonErrors(legal.values),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const shownInline = (error: Parameters<typeof refusalField>[0]) => {
      const named = refusalField(error, FIELDS);
      if (named) setErrors(named);
      return named !== null;
    };
    const person = legalPersonInfo(legal.values);
    let done: unknown;
    if (micro) {
      const body = { smallBusinessInfo: smallBusinessInfo(business.values), legalPersonInfo: person };
      done = await submit(body, (idempotencyKey) => submitMicro({ body, idempotencyKey }), { shownInline });
    } else {
      const body = { merchType, businessInfo: businessInfo(business.values), legalPersonInfo: person };
      done = await submit(body, (idempotencyKey) => submitAccess({ body, idempotencyKey }), { shownInline });
    }
    if (done) {
      recordTouch();
      dispatch(resetOnboarding(micro ? 'smallBusinessInfo' : 'businessInfo'));
      dispatch(resetOnboarding('legalPersonInfo'));
    }
  };

  return (
    <form className="mh-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="商户入网资料">
      {micro ? null : (
        <section className="mh-form-section" aria-labelledby="access-license">
          <h2 id="access-license">营业执照</h2>
          <LicenseFields draft={clearing(business)} errors={errors} />
        </section>
      )}
      <section className="mh-form-section" aria-labelledby="access-shop">
        <h2 id="access-shop">经营信息</h2>
        <ShopFields draft={clearing(business)} errors={errors} idPrefix="access" />
      </section>
      <section className="mh-form-section" aria-labelledby="access-legal">
        <h2 id="access-legal">法人与结算信息</h2>
        <LegalPersonFields draft={clearing(legal)} errors={errors} />
      </section>
      <SubmitButton submitting={submitting}>提交入网资料</SubmitButton>
    </form>
  );
}
