import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { ReconciliationView } from '../components/ReconciliationView';

export default function RecordAssistantScreen() {
  return (
    <Screen pattern={paths.other.recordAssistant} title="对账助手">
      <ReconciliationView />
    </Screen>
  );
}
