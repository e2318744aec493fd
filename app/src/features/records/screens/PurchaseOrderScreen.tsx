import { useParams } from 'react-router-dom';
import { PurchaseOrderView } from '../components/PurchaseOrderView';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function PurchaseOrderScreen() {
  const { uuid, type, tranDt } = useParams();
  return (
    <Screen pattern={paths.records.purchaseOrder} title="订单详情">
      <PurchaseOrderView uuid={uuid} type={type} tranDt={tranDt} />
    </Screen>
  );
}
