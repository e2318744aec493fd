import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { RulesView } from '../components/RulesView';

export default function SmashEggsRulesScreen() {
  return (
    <Screen pattern={paths.activities.smashRule} title="活动规则">
      <RulesView kind="smashEggs" />
    </Screen>
  );
}
