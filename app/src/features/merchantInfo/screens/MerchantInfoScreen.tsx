import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { MerchantInfoView } from '../components/MerchantInfoView';

export default function MerchantInfoScreen() {
  return (
    <Screen pattern={paths.tasks.touchIndex} title="商户资料">
      <MerchantInfoView />
    </Screen>
  );
}
