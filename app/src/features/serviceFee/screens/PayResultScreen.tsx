import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PayResultView } from '../components/PayResultView';

export default function PayResultScreen() {
  return (
    <Screen pattern={paths.help.result} title="支付结果">
      <PayResultView />
    </Screen>
  );
}
