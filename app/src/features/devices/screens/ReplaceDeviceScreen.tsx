import { ReplaceDeviceView } from '../components/ReplaceDeviceView';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function ReplaceDeviceScreen() {
  return (
    <Screen pattern={paths.help.replaceDevice} title="机具换机">
      <ReplaceDeviceView />
    </Screen>
  );
}
