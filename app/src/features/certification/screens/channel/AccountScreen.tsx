import { AccountView } from '../../components/channel/AccountView';
import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';

export default function AccountScreen() {
  return (
    <Screen pattern={paths.certification.alipayAccountPage} title="结算账户">
      <AccountView />
    </Screen>
  );
}
