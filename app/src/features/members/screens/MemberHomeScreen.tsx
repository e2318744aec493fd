import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { MemberHomeView } from '../components/MemberHomeView';

export default function MemberHomeScreen() {
  return (
    <Screen pattern={paths.members.index} title="付费会员">
      <MemberHomeView />
    </Screen>
  );
}
