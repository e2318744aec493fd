import { useParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { HappyDeliveryView } from '../components/HappyDeliveryView';

export default function HappyDeliveryScreen() {
  const { activityId } = useParams();
  return (
    <Screen pattern={paths.payments.happyDelivery} title="开心送">
      <HappyDeliveryView activityId={activityId || undefined} />
    </Screen>
  );
}
