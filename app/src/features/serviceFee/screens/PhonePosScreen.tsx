import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PhonePosView } from '../components/PhonePosView';

export default function PhonePosScreen() {
  return (
    <Screen pattern={paths.other.phonePosIndex} title="手机 POS">
      <PhonePosView />
    </Screen>
  );
}
