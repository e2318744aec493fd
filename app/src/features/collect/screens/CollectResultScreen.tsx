import { useSearchParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { CollectResultView } from '../components/CollectResultView';

export default function CollectResultScreen() {
  const [search] = useSearchParams();
  return (
    <Screen pattern={paths.payments.othersResult} title="支付结果">
      <CollectResultView payOrderNo={search.get('payOrderNo')} />
    </Screen>
  );
}
