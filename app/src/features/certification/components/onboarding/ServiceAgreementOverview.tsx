// /weChatMiniPgm/serviceAgreement: the WeChat mini-program channel's agreements, whether they are
// signed and where the audit stands, with the way to read and sign them (serviceAgreementNew).
import { Link } from 'react-router-dom';
import { DetailFields } from '../../../../components/DetailScreen/DetailFields';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { queryStatus } from '../../../../components/QueryState/queryStatus';
import { useServiceAgreementQuery } from '../../api/onboardingAgreement';
import { useAgreementHref } from './agreementLinks';
import { AUDIT_TEXT } from './agreementTexts';
import './onboarding.css';

export function ServiceAgreementOverview() {
  const query = useServiceAgreementQuery({});
  const contract = query.data;
  const toSign = useAgreementHref();
  return (
    <QueryState {...queryStatus(query)} isEmpty={!contract}>
      {contract ? (
        <section className="mh-onb" data-state="ready" aria-labelledby="agreement-overview">
          <h1 id="agreement-overview" className="mh-onb-title">
            微信小程序收款服务协议
          </h1>
          <DetailFields
            fields={[
              { label: '签署状态', value: contract.signStatus === '1' ? '已签署' : '未签署' },
              { label: '商户类型', value: contract.merchTypeName },
              { label: '签署日期', value: contract.signTime ?? '' },
              { label: '审核状态', value: AUDIT_TEXT[contract.auditStatus] },
              { label: '微信支付收款', value: contract.wechatPayOpen === '1' ? '已开通' : '未开通' },
            ]}
          />
          <ul className="mh-onb-list" aria-label="协议列表">
            {contract.agreements.map((a) => (
              <li key={a.code}>{a.title}</li>
            ))}
          </ul>
          <Link
            className="mh-button mh-button--primary mh-button--block"
            to={toSign({
              operationId: contract.operationId,
              merchType: contract.merchType,
              isAutoAudit: contract.isAutoAudit,
              businessAutoSwitch: contract.businessAutoSwitch,
            })}
          >
            {contract.signStatus === '1' ? '查看已签署的协议' : '阅读并签署协议'}
          </Link>
        </section>
      ) : null}
    </QueryState>
  );
}
