import { DeviceExchangeView } from '../components/DeviceExchangeView';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function DeviceExchangeScreen() {
  return (
    <Screen pattern={paths.other.deviceExchange} title="机具换机">
      <DeviceExchangeView />
    </Screen>
  );
}
