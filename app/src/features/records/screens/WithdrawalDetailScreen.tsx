import { useParams } from 'react-router-dom';
import { WithdrawalDetailView } from '../components/WithdrawalDetailView';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function WithdrawalDetailScreen() {
  const { uuid } = useParams();
  return (
    <Screen pattern={paths.records.withdrawalDetail} title="提现详情">
      <WithdrawalDetailView uuid={uuid} />
    </Screen>
  );
}
