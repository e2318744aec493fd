import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { BankCardListView } from '../components/BankCardListView';

export default function BankCardListScreen() {
  return (
    <Screen pattern={paths.payments.bankCardList} title="我的银行卡">
      <BankCardListView />
    </Screen>
  );
}
