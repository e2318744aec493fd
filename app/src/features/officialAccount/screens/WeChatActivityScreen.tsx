import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { InWeChat } from '../components/SignInNotices';
import { WeChatActivityView } from '../components/OfficialPrizeView';

export default function WeChatActivityScreen() {
  return (
    <Screen pattern={paths.activities.weChatActivityPage} title="公众号活动">
      <InWeChat>
        <WeChatActivityView />
      </InWeChat>
    </Screen>
  );
}
