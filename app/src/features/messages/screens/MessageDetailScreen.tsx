import { useParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { MessageDetailView } from '../components/MessageDetailView';

export default function MessageDetailScreen() {
  const { id } = useParams();
  return (
    <Screen pattern={paths.messages.detail} title="消息详情">
      <MessageDetailView id={id} />
    </Screen>
  );
}
