// {cardNo} is the card's reference in memory, never the number (docs/decisions.md).
import { useParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { useFlowStep } from '../../../lib/finishedFlow';
import { BIND_CARD } from '../lib/bindFlow';
import { paths } from '../../../config/paths';
import { BindHolderStep } from '../components/BindHolderStep';
import { BindSteps } from '../components/BindSteps';

export default function AddCardStep2Screen() {
  const { cardNo } = useParams();
  if (useFlowStep(BIND_CARD)) return null;
  return (
    <Screen pattern={paths.payments.addCardStep2} title="添加银行卡">
      <BindSteps current={2} />
      <BindHolderStep cardRef={cardNo} />
    </Screen>
  );
}
