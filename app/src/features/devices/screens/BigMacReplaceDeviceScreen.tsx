import { BigMacReplaceView } from '../components/BigMacReplaceView';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function BigMacReplaceDeviceScreen() {
  return (
    <Screen pattern={paths.help.bigMacReplaceDevice} title="大机换新">
      <BigMacReplaceView />
    </Screen>
  );
}
