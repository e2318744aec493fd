// The paid membership's screens (docs/product.md §2 "Members"): the member home, each privilege's
// explanation, the rights claimed as coupons (monthly package, eight-fold voucher, member package),
// the rules and the FAQ, and buying it (/paid/members: the plans and the pay button; /buy/members: the
// order's result).
import type { AppRoute, FeatureArea } from '../../lib/routes';
import { prefetchFirst } from '../../lib/firstQuery';
import { paths } from '../../config/paths';
import { memberApi, prefetchMemberInfo } from './api/member';
import { prefetchMemberRights } from './api/rights';
import { memberHomeFirst } from './firstCalls';

const routes: AppRoute[] = [
  {
    pattern: paths.members.index,
    lazy: () => import('./screens/MemberHomeScreen'),
    prefetch: prefetchFirst(memberHomeFirst, memberApi.endpoints),
    key: true,
  },
  {
    pattern: paths.members.reduceFeePage,
    lazy: () => import('./screens/PrivilegeExplainScreen'),
    prefetch: prefetchMemberInfo,
  },
  {
    pattern: paths.members.explainBirthDayPage,
    lazy: () => import('./screens/PrivilegeExplainScreen'),
    prefetch: prefetchMemberInfo,
  },
  {
    pattern: paths.members.explainIntegralPage,
    lazy: () => import('./screens/PrivilegeExplainScreen'),
    prefetch: prefetchMemberInfo,
  },
  {
    pattern: paths.members.freeReplacement,
    lazy: () => import('./screens/PrivilegeExplainScreen'),
    prefetch: prefetchMemberInfo,
  },
  {
    pattern: paths.members.explainCommonPage,
    lazy: () => import('./screens/PrivilegeExplainScreen'),
    prefetch: prefetchMemberInfo,
  },
  // One screen for the three rights, each its own route object (the route manifest reads them).
  {
    pattern: paths.members.monExclusivePackage,
    lazy: () => import('./screens/MemberRightScreen'),
    prefetch: prefetchMemberRights,
  },
  {
    pattern: paths.members.eightFoldVoucher,
    lazy: () => import('./screens/MemberRightScreen'),
    prefetch: prefetchMemberRights,
  },
  {
    pattern: paths.members.membersExclusivePackage,
    lazy: () => import('./screens/MemberRightScreen'),
    prefetch: prefetchMemberRights,
  },
  {
    pattern: paths.members.membersRule,
    lazy: () => import('./screens/MembersRuleScreen'),
    prefetch: prefetchMemberInfo,
  },
  {
    pattern: paths.members.membersFaq,
    lazy: () => import('./screens/MembersFaqScreen'),
    prefetch: prefetchMemberInfo,
  },
  // Both ask for the membership afresh on mount; the prefetch starts it while their code loads.
  {
    pattern: paths.members.paidMembers,
    lazy: () => import('./screens/PaidMembersScreen'),
    prefetch: prefetchMemberInfo,
  },
  {
    pattern: paths.members.buyMembers,
    lazy: () => import('./screens/BuyMembersScreen'),
    prefetch: prefetchMemberInfo,
  },
];

export const area: FeatureArea = { name: 'members', title: '付费会员', routes };
