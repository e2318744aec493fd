// /newBusinessCertificate: onboarding. A submission shows where it stands; before one, the merchant
// chooses the type (merchantAccessTypeChooseShow) — with a licence the form is here, without one it
// is the small-merchant flow (/smallMerchReport).
import { Link } from 'react-router-dom';
import type { MerchType } from '@merchant-h5/sdk';
import { ChoiceGroup } from '../../../../components/ChoiceGroup/ChoiceGroup';
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
  // Without a licence (小微商户) is a flow of its own: a link after the choices, not a choice.
  const unlicensed = types.data?.types.find((t) => t.type === '02');
  const licensed = types.data?.types.filter((t) => t.type !== '02') ?? [];

  return (
    <QueryState {...parallelQueryStatus(types, result, info)} isEmpty={!types.data || !info.data}>
      {submission ? (
        <AccessSubmissionView submission={submission} merchantNo={result.data?.merchantNo} />
      ) : (
        <section className="mh-onb" data-state="ready" aria-labelledby="access-title">
          <h1 id="access-title" className="mh-onb-title">
            商户入网
          </h1>
          <ChoiceGroup
            legend="选择商户类型"
            name="merchType"
            choices={licensed.map((t) => ({ value: t.type, label: `${t.name}（${t.description}）` }))}
            value={chosen}
            onChange={(type) => draft.set('merchType', type)}
          >
            {unlicensed ? (
              <Link className="mh-onb-link" to={toScreen(small, href(small))}>
                {unlicensed.name}（{unlicensed.description}）
              </Link>
            ) : null}
          </ChoiceGroup>
          {chosen === '01' || chosen === '03' ? <OnboardingForm merchType={chosen} /> : null}
        </section>
      )}
    </QueryState>
  );
}
