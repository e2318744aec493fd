import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { RulesView } from '../components/RulesView';

export default function BlindBoxRulesScreen() {
  return (
    <Screen pattern={paths.activities.boxRules} title="活动规则">
      <RulesView kind="box" />
    </Screen>
  );
}
