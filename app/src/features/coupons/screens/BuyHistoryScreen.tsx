import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { BuyHistoryView } from '../components/BuyHistoryView';

export default function BuyHistoryScreen() {
  return (
    <Screen pattern={paths.tasks.couponBuyHistory} title="购买记录">
      <BuyHistoryView />
    </Screen>
  );
}
