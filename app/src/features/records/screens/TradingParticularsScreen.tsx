import { TradingParticularsView } from '../components/TradingParticularsView';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function TradingParticularsScreen() {
  return (
    <Screen pattern={paths.records.tradingParticulars} title="交易明细">
      <TradingParticularsView />
    </Screen>
  );
}
