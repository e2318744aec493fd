import { Link, useParams } from 'react-router-dom';
import { Screen } from '../../../../components/Screen';
import { href, paths } from '../../../../config/paths';
import { CertificateForm } from '../../components/channel/CertificateForm';
import { isAtMethod } from '../../lib/channel';
import '../../../../components/QueryState/QueryState.css';
import '../../components/channel/channel.css';

export default function AlipayCertificateScreen() {
  const { atMethod } = useParams();
  return (
    <Screen pattern={paths.certification.alipayCertificate} title="商家认证">
      {isAtMethod(atMethod) ? (
        <CertificateForm atMethod={atMethod} />
      ) : (
        <div className="mh-channel">
          <p>请先选择验证方式，再进行商家认证。</p>
          <Link
            className="mh-button mh-button--primary mh-button--block"
            to={href(paths.certification.alipayAtAuthMethod)}
          >
            选择验证方式
          </Link>
        </div>
      )}
    </Screen>
  );
}
