// /newBusinessCertificate: onboarding. A submission shows where it stands; before one, the merchant
// chooses the type (merchantAccessTypeChooseShow) — with a licence the form is here, without one it
// is the small-merchant flow (/smallMerchReport).
import { Link } from 'react-router-dom';
import type { MerchType } from '@merchant-h5/sdk';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { parallelQueryStatus } from '../../../../components/QueryState/queryStatus';
import { href, paths } from '../../../../config/paths';
import { useMirrorHref } from '../../../../lib/useMirrorHref';
import { useAccessInfoQuery, useAccessResultQuery, useAccessTypesQuery } from '../../api/onboardingAccess';
import { AccessSubmissionView } from './AccessSubmissionView';
import { OnboardingForm } from './OnboardingForm';
import { text, useOnboardingDraft } from './useDraft';
import './onboarding.css';

export function NewBusinessCertificateView() {
  const types = useAccessTypesQuery();
  const result = useAccessResultQuery();
  const info = useAccessInfoQuery({});
  const draft = useOnboardingDraft('businessInfo');
  const toScreen = useMirrorHref();
  const chosen = text(draft.values, 'merchType') as MerchType | '';
  const submission = info.data?.status === 'none' ? null : info.data;
  const small = paths.certification.smallMerchReport;

  return (
    <QueryState {...parallelQueryStatus(types, result, info)} isEmpty={!types.data || !info.data}>
      {submission ? (
        <AccessSubmissionView submission={submission} merchantNo={result.data?.merchantNo} />
      ) : (
        <section className="mh-onb" data-state="ready" aria-labelledby="access-title">
          <h1 id="access-title" className="mh-onb-title">
            商户入网
          </h1>
          <fieldset className="mh-onb-types">
            <legend>选择商户类型</legend>
            {types.data?.types.map((t) =>
              t.type === '02' ? (
                <Link key={t.type} className="mh-onb-link" to={toScreen(small, href(small))}>
                  {t.name}（{t.description}）
                </Link>
              ) : (
                <label key={t.type} className="mh-onb-type">
                  <input
                    type="radio"
                    name="merchType"
                    value={t.type}
                    checked={chosen === t.type}
                    onChange={() => draft.set('merchType', t.type)}
                  />
                  {t.name}（{t.description}）
                </label>
              ),
            )}
          </fieldset>
          {chosen === '01' || chosen === '03' ? <OnboardingForm merchType={chosen} /> : null}
        </section>
      )}
    </QueryState>
  );
}
