import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { ReservationStateView } from '../components/ReservationStateView';

export default function CardTwoScreen() {
  return (
    <Screen pattern={paths.other.applicationCardTwo} title="预约结果">
      <ReservationStateView />
    </Screen>
  );
}
