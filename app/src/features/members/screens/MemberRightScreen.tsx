// The rights claimed as coupons (MonExclusivePackage, EightFoldVoucher, MembersExclusivePackage):
// the route's pattern names the right. One module for the three keeps them one chunk.
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { useRoutePattern } from '../../../lib/routePattern';
import { useMemberRightsQuery } from '../api/rights';
import { MemberRightView } from '../components/MemberRightView';
import { rightOfRoute } from '../lib/privileges';

export default function MemberRightScreen() {
  const pattern = useRoutePattern() ?? paths.members.monExclusivePackage;
  const rightId = rightOfRoute(pattern);
  const name = useMemberRightsQuery().data?.list.find((r) => r.rightId === rightId)?.name;
  return (
    <Screen pattern={pattern} title={name ?? '会员权益'}>
      <MemberRightView rightId={rightId} />
    </Screen>
  );
}
