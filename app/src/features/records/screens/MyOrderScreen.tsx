import { MyOrderList } from '../components/MyOrderList';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function MyOrderScreen() {
  return (
    <Screen pattern={paths.records.myOrderIndex} title="我的订单">
      <MyOrderList />
    </Screen>
  );
}
