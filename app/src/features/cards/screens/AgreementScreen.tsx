import { useSearchParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { AgreementView } from '../components/AgreementView';

export default function AgreementScreen() {
  const [search] = useSearchParams();
  return (
    <Screen pattern={paths.payments.agreement} title="快捷支付服务协议">
      <AgreementView cardRef={search.get('ref') ?? undefined} />
    </Screen>
  );
}
