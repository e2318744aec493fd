// The third-party points malls the app may leave for, by mall: exact https origins, nothing else
// (docs/decisions.md "Partner points malls"). The simulator's (`*.sim.localhost`, which resolves
// to this machine only) and production's; an origin missing here is refused, never guessed.
import type { PartnerMall } from '@merchant-h5/sdk';

export const PARTNER_MALL_ORIGINS: Readonly<Record<PartnerMall, readonly string[]>> = {
  duiba: ['https://duiba.sim.localhost', 'https://home.m.duiba.com.cn'],
  // No production origin is named for yhh yet: its addresses are refused outside the simulator.
  yhh: ['https://yhh.sim.localhost'],
};

/** What the merchant reads while the app leaves. */
export const PARTNER_MALL_NAMES: Readonly<Record<PartnerMall, string>> = {
  duiba: '兑吧积分商城',
  yhh: '合作积分商城',
};
