// /weChatMiniPgm/serviceAgreementNew/{operationId}/{merchType}/{isAutoAudit?}/{businessAutoSwitch?}:
// the agreements of one operation for the merchant type of the route (server HTML, sanitised), how
// the audit goes (isAutoAudit), and "同意并继续" — one signature however often it is tapped. What
// comes next follows the params: the audit's result, and onboarding for the merchant's type.
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../../components/QueryState/EmptyState';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { queryStatus } from '../../../../components/QueryState/queryStatus';
import { ResultScreen } from '../../../../components/ResultScreen/ResultScreen';
import { ServerHtml } from '../../../../components/ServerHtml/ServerHtml';
import { href, paths } from '../../../../config/paths';
import { goBack } from '../../../../lib/host/wayBack';
import { useOptionalHost } from '../../../../lib/host/useHost';
import { useMirrorHref } from '../../../../lib/useMirrorHref';
import { useSubmitOnce } from '../../../../lib/useSubmitOnce';
import { useServiceAgreementQuery, useSignServiceAgreementMutation } from '../../api/onboardingAgreement';
import { MERCH_TYPE_NAMES, flagParam, isMerchType } from './agreementLinks';
import { auditLine, signedResult } from './agreementTexts';
import './onboarding.css';

export interface ServiceAgreementSignProps {
  operationId?: string | undefined;
  merchType?: string | undefined;
  isAutoAudit?: string | undefined;
  businessAutoSwitch?: string | undefined;
}

export function ServiceAgreementSign(props: ServiceAgreementSignProps) {
  if (!props.operationId || !isMerchType(props.merchType))
    return (
      <EmptyState
        title="协议链接有误"
        description={<Link to={href(paths.certification.serviceAgreement)}>返回服务协议</Link>}
      />
    );
  return <SignAgreement {...props} operationId={props.operationId} merchType={props.merchType} />;
}

function SignAgreement({
  operationId,
  merchType,
  isAutoAudit,
  businessAutoSwitch,
}: ServiceAgreementSignProps & { operationId: string; merchType: '01' | '02' | '03' }) {
  const ask = useMemo(() => {
    const auto = flagParam(isAutoAudit);
    const autoSwitch = flagParam(businessAutoSwitch);
    return {
      operationId,
      merchType,
      ...(auto ? { isAutoAudit: auto } : {}),
      ...(autoSwitch ? { businessAutoSwitch: autoSwitch } : {}),
    };
  }, [operationId, merchType, isAutoAudit, businessAutoSwitch]);
  const query = useServiceAgreementQuery(ask);
  const [sign] = useSignServiceAgreementMutation();
  const { submit, submitting } = useSubmitOnce('sign');
  const host = useOptionalHost();
  const navigate = useNavigate();
  const toScreen = useMirrorHref();
  const contract = query.data;
  const onboarding =
    merchType === '02' ? paths.certification.smallMerchReport : paths.certification.newBusinessCertificate;

  if (contract?.signStatus === '1') {
    const result = signedResult(contract);
    return (
      <div data-state="ready">
        <ResultScreen
          status={contract.auditStatus === 'auditing' ? 'waiting' : 'success'}
          title={result.title}
          description={result.description}
          primary={{ text: '完成', onClick: () => goBack(host) }}
          secondary={{
            text: merchType === '02' ? '前往小微商户入网' : '前往商户入网',
            onClick: () => navigate(toScreen(onboarding, href(onboarding))),
          }}
        />
      </div>
    );
  }

  return (
    <QueryState {...queryStatus(query)} isEmpty={!contract}>
      <article className="mh-onb" data-state="ready" aria-labelledby="agreement-title">
        <h1 id="agreement-title" className="mh-onb-title">
          {MERCH_TYPE_NAMES[merchType]}服务协议
        </h1>
        {(contract?.agreements ?? []).map((a) => (
          <section key={a.code} className="mh-onb-agreement" aria-label={a.title}>
            <h2>{a.title}</h2>
            <div className="mh-onb-agreement-body">
              <ServerHtml html={a.content} />
            </div>
          </section>
        ))}
        <p className="mh-onb-note">{auditLine(contract?.isAutoAudit ?? '0')}</p>
        <button
          type="button"
          className="mh-button mh-button--primary mh-button--block"
          disabled={submitting}
          onClick={() => void submit(ask, (idempotencyKey) => sign({ body: ask, idempotencyKey }))}
        >
          {submitting ? '签署中…' : '同意并继续'}
        </button>
      </article>
    </QueryState>
  );
}
