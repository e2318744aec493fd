// Feature switches and phone-as-POS: the merchant turns phone-as-POS on only after the phone POS
// real-name certification, which the server records as the switch it owns (`phonePosCertified`).
import { maskIdNo, maskName } from '../../../state/generate/mask';
import { badParam, notFound } from '../../errors';
import { submitForm } from '../forms';
import { optString, reqIdNo, reqString } from '../input';
import { wrongState } from '../rules';
import type { ServiceHandlers } from '../types';

export const PHONE_POS = 'phonePos';
export const PHONE_POS_CERTIFIED = 'phonePosCertified';

export const switchHandlers = {
  switchGet: ({ state, input }) => {
    const key = optString(input, 'key');
    if (!key) return { ...state.switches };
    const value = Object.hasOwn(state.switches, key) ? state.switches[key] : undefined;
    if (value === undefined) throw notFound(`开关 ${key}`);
    return { key, value };
  },
  switchUpdate: ({ state, input }) => {
    const key = reqString(input, 'key');
    const value = reqString(input, 'value');
    // Only the merchant's own switches, only on or off: the map stays the size the scenario made it.
    if (!Object.hasOwn(state.switches, key)) throw notFound(`开关 ${key}`);
    if (key === PHONE_POS_CERTIFIED) throw badParam(`${key} 由认证结果决定，不能直接修改`);
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
