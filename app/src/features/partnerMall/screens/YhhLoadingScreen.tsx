import { useParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PartnerMallLeaving } from '../components/PartnerMallLeaving';

/** /yhh/loading/{client?}: the yhh mall. */
export default function YhhLoadingScreen() {
  const { client } = useParams();
  return (
    <Screen pattern={paths.points.yhhLoading} title="积分商城">
      <PartnerMallLeaving mall="yhh" client={client || undefined} />
    </Screen>
  );
}
