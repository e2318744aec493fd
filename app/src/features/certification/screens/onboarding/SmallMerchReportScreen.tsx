import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';
import { SmallMerchReportView } from '../../components/onboarding/SmallMerchReportView';

export default function SmallMerchReportScreen() {
  return (
    <Screen pattern={paths.certification.smallMerchReport} title="小微商户入网">
      <SmallMerchReportView />
    </Screen>
  );
}
