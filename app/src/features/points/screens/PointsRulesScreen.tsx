import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PointsRulesView } from '../components/PointsRulesView';

export default function PointsRulesScreen() {
  return (
    <Screen pattern={paths.points.homeIntro} title="积分规则">
      <PointsRulesView />
    </Screen>
  );
}
