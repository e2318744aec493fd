import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { OpenMiniProgramView } from '../components/OpenMiniProgramView';

export default function OpenMiniProgramScreen() {
  return (
    <Screen pattern={paths.mirror.openMiniProgram} title="商户小程序">
      <OpenMiniProgramView />
    </Screen>
  );
}
