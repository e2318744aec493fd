import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { HelpHome } from '../components/HelpHome';
import '../components/help.css';

export default function HelpIndexScreen() {
  return (
    <Screen pattern={paths.help.index} title="帮助中心">
      <HelpHome />
    </Screen>
  );
}
