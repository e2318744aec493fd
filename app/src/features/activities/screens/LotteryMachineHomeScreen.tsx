import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { LotteryMachineView } from '../components/LotteryMachineView';

export default function LotteryMachineHomeScreen() {
  return (
    <Screen pattern={paths.activities.lotteryMachineHome} title="幸运抽奖">
      <LotteryMachineView />
    </Screen>
  );
}
