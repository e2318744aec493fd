import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { MembersFaqView } from '../components/MembersFaqView';

export default function MembersFaqScreen() {
  return (
    <Screen pattern={paths.members.membersFaq} title="常见问题">
      <MembersFaqView />
    </Screen>
  );
}
