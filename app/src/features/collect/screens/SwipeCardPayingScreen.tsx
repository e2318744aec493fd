import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { SwipePayView } from '../components/SwipePayView';

export default function SwipeCardPayingScreen() {
  return (
    <Screen pattern={paths.payments.swipeCardPayingPage} title="刷卡支付">
      <SwipePayView />
    </Screen>
  );
}
