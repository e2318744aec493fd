import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { InWeChat } from '../components/SignInNotices';
import { BoundAccountView } from '../components/BoundAccountView';

/** /officialAccount/registerResult: the account the binding opened. */
export default function RegisterResultScreen() {
  return (
    <Screen pattern={paths.officialAccount.registerResult} title="注册结果">
      <InWeChat>
        <BoundAccountView outcome="register" />
      </InWeChat>
    </Screen>
  );
}
