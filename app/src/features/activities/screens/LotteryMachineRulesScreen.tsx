import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { RulesView } from '../components/RulesView';

export default function LotteryMachineRulesScreen() {
  return (
    <Screen pattern={paths.activities.lotteryMachineRules} title="活动规则">
      <RulesView kind="lotteryMachine" />
    </Screen>
  );
}
