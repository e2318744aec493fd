import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { IntegralActionView } from '../components/IntegralActionView';

export default function IntegralActionScreen() {
  return (
    <Screen pattern={paths.points.integralAction} title="确认兑换">
      <IntegralActionView />
    </Screen>
  );
}
