import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PointsHomeView } from '../components/PointsHomeView';

export default function PointsHomeScreen() {
  return (
    <Screen pattern={paths.points.home} title="我的积分">
      <PointsHomeView />
    </Screen>
  );
}
