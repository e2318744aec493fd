import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApplicationResultView } from '../components/ApplicationResultView';
import { Screen } from '../../../components/Screen';
import { href, paths } from '../../../config/paths';

export default function BigMacResultScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Screen pattern={paths.help.bigMacResult} title="换新结果">
      <ApplicationResultView
        id={search.get('id') ?? undefined}
        kind="jwb"
        title="换新申请已提交"
        primary={{ text: '我的机具', onClick: () => navigate(href(paths.other.deviceApply)) }}
      />
    </Screen>
  );
}
