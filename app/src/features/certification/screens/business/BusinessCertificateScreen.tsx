import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';
import { BusinessCertificateView } from '../../components/business/BusinessCertificateView';

export default function BusinessCertificateScreen() {
  return (
    <Screen pattern={paths.certification.businessCertificate} title="商户认证">
      <BusinessCertificateView />
    </Screen>
  );
}
