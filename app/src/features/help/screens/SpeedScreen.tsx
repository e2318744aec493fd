import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { RecoveriesUnderWay } from '../components/RecoveriesUnderWay';
import '../components/help.css';

/** /help/Speed, 处理进度 ("speed" is the product's word for progress): the recoveries under way. */
export default function SpeedScreen() {
  return (
    <Screen pattern={paths.help.speed} title="处理进度">
      <RecoveriesUnderWay />
    </Screen>
  );
}
