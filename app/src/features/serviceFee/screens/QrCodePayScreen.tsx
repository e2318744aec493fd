import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { QrCodePayView } from '../components/QrCodePayView';

export default function QrCodePayScreen() {
  return (
    <Screen pattern={paths.help.qrCodePayPage} title="扫码支付">
      <QrCodePayView />
    </Screen>
  );
}
