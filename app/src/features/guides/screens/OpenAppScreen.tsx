import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { OpenAppView } from '../components/OpenAppView';

export default function OpenAppScreen() {
  return (
    <Screen pattern={paths.other.guideOpenApp} title="打开商户 App">
      <OpenAppView />
    </Screen>
  );
}
