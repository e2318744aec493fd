import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { useMiniProgramPay } from '../../../lib/host/useMiniProgramPay';
import { MiniProgramPayView } from '../components/MiniProgramPayView';
import { QrCodePayView } from '../components/QrCodePayView';

// Where no host wallet pays: the mini program's own pay page inside the mini program, else a QR code.
export default function QrCodePayScreen() {
  const inMiniProgram = useMiniProgramPay() !== null;
  return (
    <Screen pattern={paths.help.qrCodePayPage} title={inMiniProgram ? '小程序支付' : '扫码支付'}>
      {inMiniProgram ? <MiniProgramPayView /> : <QrCodePayView />}
    </Screen>
  );
}
