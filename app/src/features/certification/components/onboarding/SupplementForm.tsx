// The compliance supplement: the shop's information (filled from what is on file when the merchant
// chose to reuse it) and the legal person — the one on file, or a new one. Kept as a draft; a
// refusal is shown beside the field it names.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { mergeFormTemp } from '../../../../lib/state/globalSlice';
import { useAppDispatch } from '../../../../lib/state/hooks';
import { useSubmitOnce } from '../../../../lib/useSubmitOnce';
import { useSubmitSupplementMutation } from '../../api/onboardingCompliance';
import { IdentitySection, NOT_KEPT_TEXT, lostSecrets } from './IdentitySection';
import { ShopFields } from './ShopFields';
import { SHOP_FIELDS, identityErrors, refusalField, shopErrors } from './fieldErrors';
import type { FieldErrors } from './fieldErrors';
import { SUPPLEMENT_DRAFT, reusesIdentity, supplementBody } from './supplementBody';
import { useFormTempDraft } from './useDraft';
import { SubmitButton } from '../../../../components/FormField/SubmitButton';

const FIELDS = [...SHOP_FIELDS, 'identityName', 'identityNo'];

export interface SupplementFormProps {
  /** The legal person on file, masked ('张*', '110***********002X'), when there is one. */
  onFile: { nameMask: string; idNoMask: string } | null;
}

export function SupplementForm({ onFile }: SupplementFormProps) {
  const draft = useFormTempDraft(SUPPLEMENT_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitSupplement] = useSubmitSupplementMutation();
  const { submit, submitting } = useSubmitOnce('supplement');
  const dispatch = useAppDispatch();
  const [restored] = useState(() => lostSecrets(draft.values, 'identityNo'));
  const reuse = reusesIdentity(draft.values) && onFile !== null;
  const edited: typeof draft = {
    values: draft.values,
    set: (name, value) => {
      draft.set(name, value);
      setErrors(({ [name]: _gone, ...rest }) => rest);
    },
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { ...shopErrors(draft.values), ...(reuse ? {} : identityErrors(draft.values)) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = supplementBody({ ...draft.values, reuseIdentity: reuse ? '1' : '0' });
    const done = await submit(body, (idempotencyKey) => submitSupplement({ body, idempotencyKey }), {
      shownInline: (error) => {
        const named = refusalField(error, FIELDS);
        if (named) setErrors(named);
        return named !== null;
      },
    });
    // Submitted: the draft has done its job (the screen now shows the submission).
    if (done) dispatch(mergeFormTemp({ [SUPPLEMENT_DRAFT]: {} }));
  };

  return (
    <form className="mh-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="补充经营信息">
      <section className="mh-form-section" aria-labelledby="supplement-shop">
        <h2 id="supplement-shop">经营信息</h2>
        <ShopFields draft={edited} errors={errors} idPrefix="supplement" />
      </section>
      <section className="mh-form-section" aria-labelledby="supplement-legal">
        <h2 id="supplement-legal">法人信息</h2>
        {reuse ? (
          <>
            <p className="mh-onb-note">
              沿用已认证的法人：{onFile.nameMask}（{onFile.idNoMask}）
            </p>
            <button type="button" className="mh-button" onClick={() => edited.set('reuseIdentity', '0')}>
              改为填写新的法人信息
            </button>
          </>
        ) : (
          <>
            {restored ? <p className="mh-onb-notice">{NOT_KEPT_TEXT}</p> : null}
            <IdentitySection draft={edited} errors={errors} idPrefix="supplement-identity" />
            {onFile ? (
              <button type="button" className="mh-button" onClick={() => edited.set('reuseIdentity', '1')}>
                沿用已认证的法人信息
              </button>
            ) : null}
          </>
        )}
      </section>
      <SubmitButton submitting={submitting}>提交补充信息</SubmitButton>
    </form>
  );
}
