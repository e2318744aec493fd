import { useParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PartnerMallLeaving } from '../components/PartnerMallLeaving';

/** /duibaMall/{dbredirect?}: the Duiba page to open after the login passes through as `redirect`. */
export default function DuibaMallScreen() {
  const { dbredirect } = useParams();
  return (
    <Screen pattern={paths.points.duibaMall} title="积分商城">
      <PartnerMallLeaving mall="duiba" redirect={dbredirect || undefined} />
    </Screen>
  );
}
