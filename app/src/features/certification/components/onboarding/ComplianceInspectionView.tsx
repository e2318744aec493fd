// /complianceInspection/complianceInspection: what the regulator asks the merchant to confirm or
// supplement, what stays hidden meanwhile, the supplement form (or reuse of what is on file), and
// once submitted where it stands.
import { Link } from 'react-router-dom';
import { DetailFields } from '../../../../components/DetailScreen/DetailFields';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { parallelQueryStatus } from '../../../../components/QueryState/queryStatus';
import { href, paths, type FixedPattern } from '../../../../config/paths';
import { useInfoOnFileQuery } from '../../../../lib/infoOnFile';
import { useMirrorHref } from '../../../../lib/useMirrorHref';
import {
  useHiddenFunctionsQuery,
  useSupplementNoticeQuery,
  useSupplementStateQuery,
} from '../../api/onboardingCompliance';
import { SupplementForm } from './SupplementForm';
import './onboarding.css';

const FUNCTION_NAMES: Record<string, string> = { withdrawal: '提现', quickPay: '快捷收款' };

export function ComplianceInspectionView() {
  const notice = useSupplementNoticeQuery();
  const state = useSupplementStateQuery();
  const hidden = useHiddenFunctionsQuery();
  const onFile = useInfoOnFileQuery();
  const toScreen = useMirrorHref();
  const submission = state.data?.status === 'none' ? null : state.data;
  const person = onFile.data?.legalPersonInfo;
  const hasPerson = person !== undefined && person.idNoMask !== '';
  const link = (pattern: FixedPattern) => toScreen(pattern, href(pattern));

  return (
    <QueryState {...parallelQueryStatus(notice, state, hidden, onFile)} isEmpty={!notice.data || !state.data}>
      <section className="mh-onb" data-state="ready" aria-labelledby="compliance-title">
        <h1 id="compliance-title" className="mh-onb-title">
          合规检查
        </h1>
        {submission ? (
          <>
            <DetailFields
              fields={[
                { label: '补充信息', value: submission.statusName },
                { label: '提交时间', value: submission.submitTime },
                { label: '经营名称', value: String(submission.data.mecDisNm ?? '') },
                { label: '经营类目', value: String(submission.data.mccValue ?? '') },
                { label: '法人身份证号', value: String(submission.data.idNoMask ?? '沿用已认证信息') },
              ]}
            />
            <Link className="mh-onb-link" to={link(paths.certification.serviceAgreement)}>
              查看并签署微信小程序服务协议
            </Link>
          </>
        ) : notice.data?.needSupplement !== '1' ? (
          <p className="mh-onb-note">您的经营信息已符合监管要求，无需补充。</p>
        ) : (
          <>
            <p className="mh-onb-notice">{notice.data.notice}</p>
            {hidden.data?.isHide === '1' ? (
              <p className="mh-onb-note">
                暂不可用：{hidden.data.functions.map((f) => FUNCTION_NAMES[f] ?? f).join('、')}
              </p>
            ) : null}
            <Link className="mh-onb-link" to={link(paths.certification.merchantReuseInfo)}>
              使用已有信息填写
            </Link>
            <SupplementForm
              onFile={hasPerson ? { nameMask: person.nameMask, idNoMask: person.idNoMask } : null}
            />
          </>
        )}
      </section>
    </QueryState>
  );
}
