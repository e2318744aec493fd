import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { InWeChat } from '../components/SignInNotices';
import { OfficialPrizeAuthorizeView } from '../components/OfficialPrizeView';

export default function OfficialPrizeAuthorizeScreen() {
  return (
    <Screen pattern={paths.activities.officialPrizeAuthorizePage} title="微信授权">
      <InWeChat>
        <OfficialPrizeAuthorizeView />
      </InWeChat>
    </Screen>
  );
}
