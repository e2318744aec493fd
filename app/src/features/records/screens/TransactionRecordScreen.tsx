import { TransactionList } from '../components/TransactionList';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function TransactionRecordScreen() {
  return (
    <Screen pattern={paths.records.transactionRecord} title="交易记录">
      <TransactionList />
    </Screen>
  );
}
