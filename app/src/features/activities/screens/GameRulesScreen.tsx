// The rules of every game (/lotteryMachine/rules, /smash/rule, /shaveActivityNew/rules, …): the
// route's pattern names the game. One screen module for all of them keeps the modules they share
// (the loader, the sanitiser) out of the app-wide `common` chunk (app/vite.config.ts minShareCount).
import { Screen } from '../../../components/Screen';
import { useRoutePattern } from '../../../lib/routePattern';
import { gameOfRules } from '../lib/links';
import { RulesView } from '../components/RulesView';

export default function GameRulesScreen() {
  const pattern = useRoutePattern() ?? '';
  const kind = gameOfRules(pattern);
  return (
    <Screen pattern={pattern} title="活动规则">
      {kind ? <RulesView kind={kind} /> : null}
    </Screen>
  );
}
