import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PrizeListView } from '../components/PrizeListView';

/** Both /common/prize/list and /common/prizeList (Screen stamps the route's own pattern). */
export default function PrizeListScreen() {
  return (
    <Screen pattern={paths.activities.commonPrizeList} title="我的奖品">
      <PrizeListView />
    </Screen>
  );
}
