import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { CollectQrView } from '../components/CollectQrView';

export default function CollectQrScreen() {
  return (
    <Screen pattern={paths.payments.othersQrcode} title="扫码收款">
      <CollectQrView purpose="collect" />
    </Screen>
  );
}
