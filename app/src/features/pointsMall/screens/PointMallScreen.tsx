import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PointMallView } from '../components/PointMallView';

export default function PointMallScreen() {
  return (
    <Screen pattern={paths.points.pointMall} title="积分商城">
      <PointMallView />
    </Screen>
  );
}
