import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { CardIntroView } from '../components/CardIntroView';

export default function CardOneScreen() {
  return (
    <Screen pattern={paths.other.applicationCardOne} title="虚拟信用卡预约">
      <CardIntroView />
    </Screen>
  );
}
