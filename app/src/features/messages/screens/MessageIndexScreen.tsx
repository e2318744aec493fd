import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { MessageIndexView } from '../components/MessageIndexView';

export default function MessageIndexScreen() {
  return (
    <Screen pattern={paths.messages.index} title="消息中心">
      <MessageIndexView />
    </Screen>
  );
}
