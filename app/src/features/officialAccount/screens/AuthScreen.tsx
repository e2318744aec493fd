import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { InWeChat } from '../components/SignInNotices';
import { AuthView } from '../components/AuthView';

/** /officialAccount/Auth: WeChat's return, then binding the merchant account. */
export default function AuthScreen() {
  return (
    <Screen pattern={paths.officialAccount.auth} title="绑定商户账号">
      <InWeChat>
        <AuthView />
      </InWeChat>
    </Screen>
  );
}
