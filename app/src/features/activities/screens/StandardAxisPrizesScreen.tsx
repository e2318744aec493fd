// /activities/standardAxisAction/myPrize: the prizes of the standard axis.
import { Screen } from '../../../components/Screen';
import { href, paths } from '../../../config/paths';
import { CampaignPrizesView } from '../components/CampaignPrizesView';

export default function StandardAxisPrizesScreen() {
  return (
    <Screen pattern={paths.activities.standardAxisMyPrize} title="我的奖品">
      <CampaignPrizesView
        kind="standardAxis"
        back={{ to: href(paths.activities.standardAxis), text: '返回达标奖励' }}
      />
    </Screen>
  );
}
