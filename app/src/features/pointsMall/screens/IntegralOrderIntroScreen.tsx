import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { OrderDetailView } from '../components/OrderDetailView';

export default function IntegralOrderIntroScreen() {
  return (
    <Screen pattern={paths.points.integralOrderIntro} title="订单详情">
      <OrderDetailView />
    </Screen>
  );
}
