import { WithdrawalList } from '../components/WithdrawalList';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function WithdrawalRecordScreen() {
  return (
    <Screen pattern={paths.records.withdrawalRecord} title="提现记录">
      <WithdrawalList />
    </Screen>
  );
}
