import { useSearchParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { SelectHappySendView } from '../components/SelectHappySendView';

export default function SelectHappySendScreen() {
  const [search] = useSearchParams();
  return (
    <Screen pattern={paths.payments.selectHappySend} title="选购开心送">
      <SelectHappySendView packageId={search.get('packageId') ?? undefined} />
    </Screen>
  );
}
