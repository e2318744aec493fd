import { useParams } from 'react-router-dom';
import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';
import { ServiceAgreementSign } from '../../components/onboarding/ServiceAgreementSign';

export default function ServiceAgreementNewScreen() {
  const { operationId, merchType, isAutoAudit, businessAutoSwitch } = useParams();
  return (
    <Screen pattern={paths.certification.serviceAgreementNew} title="签署服务协议">
      <ServiceAgreementSign
        operationId={operationId}
        merchType={merchType}
        isAutoAudit={isAutoAudit}
        businessAutoSwitch={businessAutoSwitch}
      />
    </Screen>
  );
}
