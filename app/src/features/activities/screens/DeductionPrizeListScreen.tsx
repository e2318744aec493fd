import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { DeductionListView } from '../components/DeductionListView';

export default function DeductionPrizeListScreen() {
  return (
    <Screen pattern={paths.activities.deductionPrizeList} title="手续费抵扣明细">
      <DeductionListView />
    </Screen>
  );
}
