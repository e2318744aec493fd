import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { TradeActivityRulesView } from '../components/TradeActivityRulesView';

export default function TradeActivityRulesScreen() {
  return (
    <Screen pattern={paths.tasks.tradeActivityRules} title="活动规则">
      <TradeActivityRulesView />
    </Screen>
  );
}
