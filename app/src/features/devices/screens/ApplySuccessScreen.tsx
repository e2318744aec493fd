import { useSearchParams } from 'react-router-dom';
import { ApplySuccessView } from '../components/ApplySuccessView';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function ApplySuccessScreen() {
  const [search] = useSearchParams();
  return (
    <Screen pattern={paths.help.applySucessPage} title="申请结果">
      <ApplySuccessView id={search.get('id') ?? undefined} />
    </Screen>
  );
}
