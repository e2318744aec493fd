import { useParams } from 'react-router-dom';
import { AddCardForm } from '../../components/channel/AddCardForm';
import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';

export default function AddCardScreen() {
  const { nameMask } = useParams();
  return (
    <Screen pattern={paths.certification.alipayAddCard} title="添加银行卡">
      <AddCardForm nameMask={nameMask} />
    </Screen>
  );
}
