// Test data of the membership, in the catalogue's shapes.
import type { EndpointResponse, MemberPrivilegeView } from '@merchant-h5/sdk';

type MemberInfo = EndpointResponse<'memberBaseInfo'>;

export function privilege(overrides: Partial<MemberPrivilegeView> = {}): MemberPrivilegeView {
  return {
    code: 'P01',
    key: 'reduceFee',
    icon: 'fee',
    name: '费率减免',
    description: '刷卡费率减免 0.05%',
    usage: '开通后自动生效，无需领取。',
    rules: '<p>会员有效期内的成功交易按减免后的费率结算。</p>',
    used: 0,
    total: 12,
    now: '已生效：每笔收款费率减 0.05%',
    ...overrides,
  };
}

export const privileges: MemberPrivilegeView[] = [
  privilege(),
  privilege({
    code: 'P02',
    key: 'freeReplacement',
    icon: 'device',
    name: '免费换机',
    description: '每年 1 次免费换机',
    total: 1,
    now: '剩余 1 次免费换机',
  }),
  privilege({
    code: 'P03',
    key: 'monthlyPackage',
    icon: 'gift',
    name: '月度专享礼包',
    description: '每月领取专享礼包',
    now: '本年度剩余 11 次，已用 1 次',
    used: 1,
  }),
  privilege({
    code: 'P05',
    key: 'birthday',
    icon: 'birthday',
    name: '生日礼',
    description: '生日当月领取 500 积分',
    total: 1,
    now: '生日当月可领 500 积分',
  }),
];

export function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    vipStatus: '1',
    levelName: '付费会员',
    openDate: '20261020',
    expireDate: '20271020',
    price: 99,
    privileges,
    cycleTasks: [],
    merchantNo: 'M001',
    merchantName: '测试商户',
    vipStatusName: '付费会员',
    memberState: 'member',
    today: '20261129',
    savedAmount: 1234.5,
    savedSince: '20261101',
    feeReduction: 0.0005,
    buyHint: '',
    rules: '<h3>会员有效期</h3><p>自开通之日起 365 天。</p>',
    faqs: [
      { question: '费率减免什么时候生效？', answer: '<p>开通后的下一笔交易起生效。</p>' },
      { question: '会员过期后权益还能用吗？', answer: '<p>过期后权益停止。</p>' },
    ],
    plans: [
      { years: 1, name: '年卡', price: 99, expireDate: '20281020' },
      { years: 2, name: '两年卡', price: 198, expireDate: '20291020' },
      { years: 3, name: '三年卡', price: 297, expireDate: '20301020' },
    ],
    agreement: '<h3>付费会员服务协议</h3><p>会员费用一经支付不予退还。</p>',
    lastOrder: null,
    ...overrides,
  };
}

/** Not a member: no dates, privileges telling what opening gives. */
export const nonMember = memberInfo({
  vipStatus: '0',
  openDate: null,
  expireDate: null,
  vipStatusName: '未开通',
  memberState: 'none',
  savedAmount: 0,
  buyHint: '会员 99 元/年。开通后即享费率减免、积分加倍等全部权益。',
  plans: [
    { years: 1, name: '年卡', price: 99, expireDate: '20271129' },
    { years: 2, name: '两年卡', price: 198, expireDate: '20281128' },
    { years: 3, name: '三年卡', price: 297, expireDate: '20291128' },
  ],
  privileges: privileges.map((p) => ({ ...p, now: `开通会员后可享：${p.description}` })),
});

type MemberRights = EndpointResponse<'payMemberCouponRights'>;
type MemberRight = MemberRights['list'][number];

export function memberRight(overrides: Partial<MemberRight> = {}): MemberRight {
  return {
    rightId: 'monthlyPackage',
    name: '月度专享礼包',
    description: '会员每月可领一份专享礼包，领取后放入“我的卡券”。',
    cycle: 'month',
    cycleName: '每月 1 次',
    items: [{ couponId: 'Q004', name: '月度专享礼包', quantity: 1, valueText: '专享礼包券', validDays: 30 }],
    state: 'claimable',
    reason: '',
    claimedAt: null,
    cycleStart: '20261101',
    nextCycleStart: '20261201',
    ...overrides,
  };
}

/** The three rights as a member reads them; `monthly` overrides the monthly package. */
export function memberRights(monthly: Partial<MemberRight> = {}): MemberRights {
  return {
    vipStatus: '1',
    memberState: 'member',
    today: '20261129',
    list: [
      memberRight(monthly),
      memberRight({
        rightId: 'eightFoldVoucher',
        name: '八折券',
        cycle: 'memberYear',
        cycleName: '每个会员年度 1 次',
        cycleStart: '20261020',
        nextCycleStart: '20271020',
      }),
      memberRight({
        rightId: 'membersPackage',
        name: '会员专享礼包',
        cycle: 'memberYear',
        cycleName: '每个会员年度 1 次',
        cycleStart: '20261020',
        nextCycleStart: '20271020',
      }),
    ],
  };
}
