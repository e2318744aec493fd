import { useSearchParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { BindResultView } from '../components/BindResultView';

export default function CardBindResultScreen() {
  const [search] = useSearchParams();
  return (
    <Screen pattern={paths.payments.unionPayCardBindResult} title="绑卡结果">
      <BindResultView cardId={search.get('cardId') ?? undefined} />
    </Screen>
  );
}
