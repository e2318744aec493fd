import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { PickOneGame } from '../components/PickOneGame';
import { RulesSections } from '../components/RulesView';

export default function MarchGiftScreen() {
  return (
    <Screen pattern={paths.activities.marchGift} title="三月好礼">
      <PickOneGame kind="marchGift" after={(a) => <RulesSections activity={a} />} />
    </Screen>
  );
}
