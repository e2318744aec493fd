import { useParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { OfferDetailView } from '../components/OfferDetailView';

export default function OfferDetailScreen() {
  const { id = '' } = useParams();
  return (
    <Screen pattern={paths.other.bankRedDetails} title="优惠详情">
      <OfferDetailView offerId={id} />
    </Screen>
  );
}
