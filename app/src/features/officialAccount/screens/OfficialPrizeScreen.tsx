import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { InWeChat } from '../components/SignInNotices';
import { OfficialPrizeView } from '../components/OfficialPrizeView';

export default function OfficialPrizeScreen() {
  return (
    <Screen pattern={paths.activities.officialPrize} title="领取奖品">
      <InWeChat>
        <OfficialPrizeView />
      </InWeChat>
    </Screen>
  );
}
