import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { MoreOffersView } from '../components/MoreOffersView';

export default function MoreOffersScreen() {
  return (
    <Screen pattern={paths.other.bankRedMoreActive} title="更多优惠">
      <MoreOffersView />
    </Screen>
  );
}
