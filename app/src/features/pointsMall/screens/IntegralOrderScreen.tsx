import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { OrderListView } from '../components/OrderListView';

export default function IntegralOrderScreen() {
  return (
    <Screen pattern={paths.points.integralOrder} title="兑换订单">
      <OrderListView />
    </Screen>
  );
}
