import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PushSettingsView } from '../components/PushSettingsView';

export default function PushSettingsScreen() {
  return (
    <Screen pattern={paths.other.bindPush} title="消息推送">
      <PushSettingsView />
    </Screen>
  );
}
