import { useSearchParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { useFlowEnd } from '../../../lib/finishedFlow';
import { BIND_CARD } from '../lib/bindFlow';
import { paths } from '../../../config/paths';
import { BindResultView } from '../components/BindResultView';

export default function CardBindResultScreen() {
  const [search] = useSearchParams();
  useFlowEnd(BIND_CARD);
  return (
    <Screen pattern={paths.payments.unionPayCardBindResult} title="绑卡结果">
      <BindResultView cardId={search.get('cardId') ?? undefined} />
    </Screen>
  );
}
