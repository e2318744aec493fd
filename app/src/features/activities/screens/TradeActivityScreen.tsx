import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { TradeActivityView } from '../components/TradeActivityView';

export default function TradeActivityScreen() {
  return (
    <Screen pattern={paths.tasks.tradeActivity} title="交易活动">
      <TradeActivityView />
    </Screen>
  );
}
