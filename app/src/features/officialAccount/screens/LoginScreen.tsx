import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { InWeChat } from '../components/SignInNotices';
import { LoginView } from '../components/LoginView';

/** /officialAccount/Login: signing in with WeChat before binding the merchant account. */
export default function LoginScreen() {
  return (
    <Screen pattern={paths.officialAccount.login} title="公众号登录">
      <InWeChat>
        <LoginView />
      </InWeChat>
    </Screen>
  );
}
