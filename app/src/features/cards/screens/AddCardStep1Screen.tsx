import { Screen } from '../../../components/Screen';
import { useFlowStep } from '../../../lib/finishedFlow';
import { BIND_CARD } from '../lib/bindFlow';
import { paths } from '../../../config/paths';
import { BindSteps } from '../components/BindSteps';
import { CardNumberForm } from '../components/CardNumberForm';

export default function AddCardStep1Screen() {
  if (useFlowStep(BIND_CARD)) return null;
  return (
    <Screen pattern={paths.payments.addCardStep1} title="添加银行卡">
      <BindSteps current={1} />
      <CardNumberForm />
    </Screen>
  );
}
