import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';
import { NewBusinessCertificateView } from '../../components/onboarding/NewBusinessCertificateView';

export default function NewBusinessCertificateScreen() {
  return (
    <Screen pattern={paths.certification.newBusinessCertificate} title="商户入网">
      <NewBusinessCertificateView />
    </Screen>
  );
}
