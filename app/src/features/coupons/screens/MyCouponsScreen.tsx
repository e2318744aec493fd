import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { WalletView } from '../components/WalletView';

export default function MyCouponsScreen() {
  return (
    <Screen pattern={paths.tasks.privateCoupon} title="我的券">
      <WalletView />
    </Screen>
  );
}
