import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { MemberBuyResultView } from '../components/MemberBuyResultView';

export default function BuyMembersScreen() {
  return (
    <Screen pattern={paths.members.buyMembers} title="开通结果">
      <MemberBuyResultView />
    </Screen>
  );
}
