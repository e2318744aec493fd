// {cardNo} is the card's reference in memory, {phoneNo} the masked mobile, {orderNo} the binding.
import { useParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { useFlowStep } from '../../../lib/finishedFlow';
import { BIND_CARD } from '../lib/bindFlow';
import { paths } from '../../../config/paths';
import { BindCodeStep } from '../components/BindCodeStep';
import { BindSteps } from '../components/BindSteps';

export default function AddCardStep3Screen() {
  const { cardNo, phoneNo, orderNo } = useParams();
  if (useFlowStep(BIND_CARD)) return null;
  return (
    <Screen pattern={paths.payments.addCardStep3} title="添加银行卡">
      <BindSteps current={3} />
      <BindCodeStep cardRef={cardNo} orderNo={orderNo} phoneMask={phoneNo} />
    </Screen>
  );
}
