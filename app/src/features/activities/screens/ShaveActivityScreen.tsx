import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { ShaveView } from '../components/ShaveView';

/** Both /shaveActivity/index and /shaveActivityNew/index (Screen stamps the route's own pattern). */
export default function ShaveActivityScreen() {
  return (
    <Screen pattern={paths.activities.shaveIndex} title="刮刮乐">
      <ShaveView />
    </Screen>
  );
}
