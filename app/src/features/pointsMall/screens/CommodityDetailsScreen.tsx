import { useParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { CommodityDetailView } from '../components/CommodityDetailView';

export default function CommodityDetailsScreen() {
  const { commodityId, integralId } = useParams();
  return (
    <Screen pattern={paths.points.commodityDetails} title="商品详情">
      <CommodityDetailView commodityId={commodityId} integralId={integralId} />
    </Screen>
  );
}
