import { useParams } from 'react-router-dom';
import { MyDevicesView } from '../components/MyDevicesView';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function DeviceApplyScreen() {
  const { status } = useParams();
  return (
    <Screen pattern={paths.other.deviceApply} title="我的机具">
      <MyDevicesView status={status} />
    </Screen>
  );
}
