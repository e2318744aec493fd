import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { BankIndexView } from '../components/BankIndexView';

export default function BankIndexScreen() {
  return (
    <Screen pattern={paths.other.bankIndex} title="银行优惠">
      <BankIndexView />
    </Screen>
  );
}
