import { useSearchParams } from 'react-router-dom';
import { ReplaceDeviceForm } from '../components/ReplaceDeviceForm';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function ReplaceDeviceApplyScreen() {
  const [search] = useSearchParams();
  return (
    <Screen pattern={paths.help.replaceDeviceApply} title="申请换机">
      <ReplaceDeviceForm deviceId={search.get('deviceId') ?? undefined} />
    </Screen>
  );
}
