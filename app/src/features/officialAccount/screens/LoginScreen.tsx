import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { LoginView } from '../components/LoginView';

/** /officialAccount/Login: signing in with WeChat before binding the merchant account. */
export default function LoginScreen() {
  return (
    <Screen pattern={paths.officialAccount.login} title="公众号登录">
      <LoginView />
    </Screen>
  );
}
