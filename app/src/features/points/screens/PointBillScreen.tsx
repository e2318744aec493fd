import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PointBillView } from '../components/PointBillView';

export default function PointBillScreen() {
  return (
    <Screen pattern={paths.points.pointBill} title="积分明细">
      <PointBillView />
    </Screen>
  );
}
