import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { TradeRefundFeeView } from '../components/TradeRefundFeeView';

export default function TradeRefundFeeScreen() {
  return (
    <Screen pattern={paths.activities.tradeRefundFee} title="交易返手续费">
      <TradeRefundFeeView />
    </Screen>
  );
}
