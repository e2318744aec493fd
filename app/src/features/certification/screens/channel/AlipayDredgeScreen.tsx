import { DredgeView } from '../../components/channel/DredgeView';
import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';

export default function AlipayDredgeScreen() {
  return (
    <Screen pattern={paths.certification.alipayDredge} title="商家认证">
      <DredgeView />
    </Screen>
  );
}
