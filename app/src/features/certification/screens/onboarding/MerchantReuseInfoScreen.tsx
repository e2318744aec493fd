import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';
import { MerchantReuseInfoView } from '../../components/onboarding/MerchantReuseInfoView';

export default function MerchantReuseInfoScreen() {
  return (
    <Screen pattern={paths.certification.merchantReuseInfo} title="使用已有信息">
      <MerchantReuseInfoView />
    </Screen>
  );
}
