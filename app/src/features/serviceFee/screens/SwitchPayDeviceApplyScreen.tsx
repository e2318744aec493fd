import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { ServiceFeeView } from '../components/ServiceFeeView';

export default function SwitchPayDeviceApplyScreen() {
  return (
    <Screen pattern={paths.help.switchPayDeviceApply} title="收款设备服务费">
      <ServiceFeeView />
    </Screen>
  );
}
