import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { InWeChat } from '../components/SignInNotices';
import { BoundAccountView } from '../components/BoundAccountView';

/** /officialAccount/BindResult/{bindStatus?}: the account bound, as the server has it. */
export default function BindResultScreen() {
  return (
    <Screen pattern={paths.officialAccount.bindResult} title="绑定结果">
      <InWeChat>
        <BoundAccountView outcome="bind" />
      </InWeChat>
    </Screen>
  );
}
