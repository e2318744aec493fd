import { useParams } from 'react-router-dom';
import { TransactionDetailView } from '../components/TransactionDetailView';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function TransactionDetailScreen() {
  const { uuid, tranDt, type } = useParams();
  return (
    <Screen pattern={paths.records.transactionDetail} title="交易详情">
      <TransactionDetailView uuid={uuid} tranDt={tranDt} type={type} />
    </Screen>
  );
}
