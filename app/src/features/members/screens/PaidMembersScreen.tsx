import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PaidMembersView } from '../components/PaidMembersView';

export default function PaidMembersScreen() {
  return (
    <Screen pattern={paths.members.paidMembers} title="开通付费会员">
      <PaidMembersView />
    </Screen>
  );
}
