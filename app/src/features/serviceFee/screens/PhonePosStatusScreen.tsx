import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PhonePosStatusView } from '../components/PhonePosStatusView';

export default function PhonePosStatusScreen() {
  return (
    <Screen pattern={paths.other.phonePosStatus} title="手机 POS 开通状态">
      <PhonePosStatusView />
    </Screen>
  );
}
