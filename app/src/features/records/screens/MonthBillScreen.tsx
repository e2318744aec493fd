import { MonthBillView } from '../components/MonthBillView';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function MonthBillScreen() {
  return (
    <Screen pattern={paths.records.monthBillHome} title="月账单">
      <MonthBillView />
    </Screen>
  );
}
