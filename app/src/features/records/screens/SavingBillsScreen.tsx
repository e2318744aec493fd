import { SavingBillsView } from '../components/SavingBillsView';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function SavingBillsScreen() {
  return (
    <Screen pattern={paths.records.savingBills} title="储蓄账单">
      <SavingBillsView />
    </Screen>
  );
}
