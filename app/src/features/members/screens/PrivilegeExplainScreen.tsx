// Every privilege's explanation (reduceFeePage, explainBirthDayPage, explainIntegralPage,
// FreeReplacement and ExplainCommonPage/{type}/{vipStatus?}): the route's pattern names the
// privilege, or the common page's `type` does. One module for all keeps them one chunk.
import { useParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { useRoutePattern } from '../../../lib/routePattern';
import { useMemberInfoQuery } from '../api/member';
import { PrivilegeExplainView } from '../components/PrivilegeExplainView';
import { keyOfRoute } from '../lib/privileges';

export default function PrivilegeExplainScreen() {
  const pattern = useRoutePattern() ?? paths.members.explainCommonPage;
  const { type = '' } = useParams();
  const key = keyOfRoute(pattern) ?? type;
  // The title is the privilege's name once the membership (cached by the home) is in.
  const name = useMemberInfoQuery().data?.privileges.find((p) => p.key === key)?.name;
  return (
    <Screen pattern={pattern} title={name ?? '会员权益'}>
      <PrivilegeExplainView privilegeKey={key} />
    </Screen>
  );
}
