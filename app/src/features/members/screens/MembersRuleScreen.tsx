import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { MembersRuleView } from '../components/MembersRuleView';

export default function MembersRuleScreen() {
  return (
    <Screen pattern={paths.members.membersRule} title="会员规则">
      <MembersRuleView />
    </Screen>
  );
}
