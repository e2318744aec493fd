import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PointsActivityView } from '../components/PointsActivityView';

export default function PointsActivityScreen() {
  return (
    <Screen pattern={paths.points.pointsMallActivity} title="积分活动">
      <PointsActivityView />
    </Screen>
  );
}
