import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { BindSteps } from '../components/BindSteps';
import { CardNumberForm } from '../components/CardNumberForm';

export default function AddCardStep1Screen() {
  return (
    <Screen pattern={paths.payments.addCardStep1} title="添加银行卡">
      <BindSteps current={1} />
      <CardNumberForm />
    </Screen>
  );
}
