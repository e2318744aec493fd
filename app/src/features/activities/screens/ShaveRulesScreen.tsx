import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { RulesView } from '../components/RulesView';

/** Both /shaveActivity/rules and /shaveActivityNew/rules (Screen stamps the route's own pattern). */
export default function ShaveRulesScreen() {
  return (
    <Screen pattern={paths.activities.shaveRules} title="活动规则">
      <RulesView kind="shave" />
    </Screen>
  );
}
