import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { AvoidTelemarketingView } from '../components/AvoidTelemarketingView';

export default function AvoidTelemarketingScreen() {
  return (
    <Screen pattern={paths.other.avoidTelemarketing} title="营销电话免打扰">
      <AvoidTelemarketingView />
    </Screen>
  );
}
