// /smallMerchReport: a small merchant without a licence (smallBusinessInfo, merchantAccessMicroIncom)
// and, once submitted, where it stands.
import { QueryState } from '../../../../components/QueryState/QueryState';
import { parallelQueryStatus } from '../../../../components/QueryState/queryStatus';
import { useAccessInfoQuery, useAccessResultQuery } from '../../api/onboardingAccess';
import { AccessSubmissionView } from './AccessSubmissionView';
import { OnboardingForm } from './OnboardingForm';
import './onboarding.css';

export function SmallMerchReportView() {
  const info = useAccessInfoQuery({ kind: 'micro' });
  const result = useAccessResultQuery();
  const submission = info.data?.status === 'none' ? null : info.data;
  return (
    <QueryState {...parallelQueryStatus(info, result)} isEmpty={!info.data}>
      {submission ? (
        <AccessSubmissionView submission={submission} merchantNo={result.data?.merchantNo} />
      ) : (
        <section className="mh-onb" data-state="ready" aria-labelledby="micro-title">
          <h1 id="micro-title" className="mh-onb-title">
            小微商户入网
          </h1>
          <p className="mh-onb-note">无营业执照的个人经营者，填写经营信息和本人身份、结算信息即可入网。</p>
          <OnboardingForm merchType="02" />
        </section>
      )}
    </QueryState>
  );
}
