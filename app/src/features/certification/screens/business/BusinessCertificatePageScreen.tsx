import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';
import { CertificationOverview } from '../../components/business/CertificationOverview';

export default function BusinessCertificatePageScreen() {
  return (
    <Screen pattern={paths.certification.businessCertificatePage} title="商户认证信息">
      <CertificationOverview />
    </Screen>
  );
}
