// /trade/received: the rewards of the trading campaign received, each with when.
import { Screen } from '../../../components/Screen';
import { href, paths } from '../../../config/paths';
import { CampaignPrizesView } from '../components/CampaignPrizesView';

export default function TradeReceivedScreen() {
  return (
    <Screen pattern={paths.tasks.tradeReceived} title="已领奖励">
      <CampaignPrizesView
        kind="tradeActivity"
        back={{ to: href(paths.tasks.tradeActivity), text: '返回交易活动' }}
      />
    </Screen>
  );
}
