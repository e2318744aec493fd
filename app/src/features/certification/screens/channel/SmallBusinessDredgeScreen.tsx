import { DredgeView } from '../../components/channel/DredgeView';
import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';

export default function SmallBusinessDredgeScreen() {
  return (
    <Screen pattern={paths.certification.alipaySmallBusinessDredge} title="小微商户商家认证">
      <DredgeView small />
    </Screen>
  );
}
