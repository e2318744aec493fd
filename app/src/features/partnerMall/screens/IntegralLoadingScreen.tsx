import { useParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PartnerMallLeaving } from '../components/PartnerMallLeaving';

/** /integral/loading/{client}: the Duiba mall for a client label. */
export default function IntegralLoadingScreen() {
  const { client } = useParams();
  return (
    <Screen pattern={paths.points.integralLoading} title="积分商城">
      <PartnerMallLeaving mall="duiba" client={client || undefined} />
    </Screen>
  );
}
