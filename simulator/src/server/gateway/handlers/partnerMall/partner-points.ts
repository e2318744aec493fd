// The partner malls: the login address that carries the merchant's points there, and attending a points activity.
import { badParam } from '../../errors';
import { optString } from '../input';
import type { ServiceHandlers } from '../types';
import { attendActivity } from '../activities/attendance';
import { partnerLoginOverride } from './partner-login';

/** The third-party malls' login addresses (the app's allow-list names these origins). */
export const PARTNER_LOGIN = {
  duiba: 'https://duiba.sim.localhost/autoLogin',
  yhh: 'https://yhh.sim.localhost/login',
} as const;

export const partnerPointsHandlers = {
  integralDuibaOrder: ({ session, state, input }) => {
    const mall = optString(input, 'mall') ?? 'duiba';
    if (mall !== 'duiba' && mall !== 'yhh') throw badParam(`未知的积分商城 ${mall}`);
    const redirect = optString(input, 'redirect');
    // QA's hostile address (PUT /__sim/points/partner-login), answered as it was set.
    const hostile = partnerLoginOverride(session);
    if (hostile !== null) return { mall, redirectUrl: hostile, list: [], total: 0 };
    const login = new URL(PARTNER_LOGIN[mall]);
    login.searchParams.set('uid', state.profile.merchantNo);
    login.searchParams.set('credits', String(state.points.balance));
    if (redirect) login.searchParams.set('redirect', redirect);
    return { mall, redirectUrl: login.toString(), list: [], total: 0 };
  },
  integralAttend: ({ state, input, now }) => attendActivity(state, optString(input, 'activityId'), now),
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
