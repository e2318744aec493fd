import { useSearchParams } from 'react-router-dom';
import { ApplicationProgressView } from '../components/ApplicationProgressView';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function ApplyProgressScreen() {
  const [search] = useSearchParams();
  return (
    <Screen pattern={paths.help.applyProgress} title="申请进度">
      <ApplicationProgressView id={search.get('id') ?? undefined} />
    </Screen>
  );
}
