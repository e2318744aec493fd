import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { CollectQrView } from '../components/CollectQrView';

export default function DepositQrScreen() {
  return (
    <Screen pattern={paths.payments.depositQRCode} title="押金收款">
      <CollectQrView purpose="deposit" />
    </Screen>
  );
}
