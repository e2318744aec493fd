import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { EposGuideView } from '../components/EposGuideView';

export default function EposGuideScreen() {
  return (
    <Screen pattern={paths.other.eposGuide} title="机具使用指引">
      <EposGuideView />
    </Screen>
  );
}
