// /Alipay/certificate/{atMethod}: the certification with the chosen method; without one, the choice.
import { useParams } from 'react-router-dom';
import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';
import { AuthMethodList } from '../../components/channel/AuthMethodList';
import { CertificateForm } from '../../components/channel/CertificateForm';
import { isAtMethod } from '../../lib/channel';

export default function AlipayCertificateScreen() {
  const { atMethod } = useParams();
  return (
    <Screen pattern={paths.certification.alipayCertificate} title="商家认证">
      {isAtMethod(atMethod) ? <CertificateForm atMethod={atMethod} /> : <AuthMethodList />}
    </Screen>
  );
}
