// Feature switches and phone-as-POS: the merchant sets only its own switches, and turns phone-as-POS
// on only after the phone POS real-name certification, which the server records as a switch it owns
// (`phonePosCertified`).
import type { SimContext } from '../../../context';
import { loadCatalog } from '../../../state/catalog';
import { maskIdNo, maskName } from '../../../state/generate/mask';
import { badParam, notFound } from '../../errors';
import { submitForm } from '../forms';
import { optString, reqIdNo, reqString } from '../input';
import { wrongState } from '../rules';
import type { ServiceHandlers } from '../types';

export const PHONE_POS = 'phonePos';
export const PHONE_POS_CERTIFIED = 'phonePosCertified';
/** Set by the official-account binding (officialAccount/binding.ts) once it has bound. */
export const WECHAT_BOUND = 'wechatBound';

/** Switches the server sets as the result of something the merchant did, by who decides them. */
const RESULT_SWITCHES: Record<string, string> = {
  [PHONE_POS_CERTIFIED]: '认证结果',
  [WECHAT_BOUND]: '公众号绑定结果',
};

/**
 * Who decides `key` when it is not the merchant, or null when it is theirs. The map also holds the
 * provider's feature flags (the catalogue's `switcher`, what configSwitcher shows) and the server's
 * results: the merchant reads them all but sets none.
 */
function decidedBy(ctx: SimContext, key: string): string | null {
  if (Object.hasOwn(RESULT_SWITCHES, key)) return RESULT_SWITCHES[key]!;
  if (Object.hasOwn(loadCatalog(ctx.config.fixturesDir).switcher, key)) return '平台配置';
  return null;
}

export const switchHandlers = {
  switchGet: ({ state, input }) => {
    const key = optString(input, 'key');
    if (!key) return { ...state.switches };
    const value = Object.hasOwn(state.switches, key) ? state.switches[key] : undefined;
    if (value === undefined) throw notFound(`开关 ${key}`);
    return { key, value };
  },
  switchUpdate: ({ ctx, state, input }) => {
    const key = reqString(input, 'key');
    const value = reqString(input, 'value');
    // Only the merchant's own switches, only on or off: the map stays the size the scenario made it.
    if (!Object.hasOwn(state.switches, key)) throw notFound(`开关 ${key}`);
    const owner = decidedBy(ctx, key);
    if (owner) throw badParam(`${key} 由${owner}决定，不能直接修改`);
    if (value !== '0' && value !== '1') throw badParam('value 应为 0 或 1');
    if (key === PHONE_POS) {
      if (value === '1' && state.switches[PHONE_POS_CERTIFIED] !== '1')
        throw wrongState('请先完成手机 POS 实名认证');
    }
    state.switches[key] = value;
    return { key, value };
  },
  phonePosCertification: ({ state, input, now }) => {
    const name = reqString(input, 'name');
    const idNo = reqIdNo(input, 'idNo');
    // The record is readable through GET /__sim/state: it keeps the ID number masked, as shown.
    const record = submitForm(state, 'phonePos', { name, idNo: maskIdNo(idNo) }, now, '00', '认证通过');
    state.switches[PHONE_POS_CERTIFIED] = '1';
    return { status: record.status, statusName: record.statusName, name: maskName(name) };
  },
} satisfies Partial<ServiceHandlers<'pos-user-service'>>;
