import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';
import { ServiceAgreementOverview } from '../../components/onboarding/ServiceAgreementOverview';

export default function ServiceAgreementScreen() {
  return (
    <Screen pattern={paths.certification.serviceAgreement} title="服务协议">
      <ServiceAgreementOverview />
    </Screen>
  );
}
