// The online application flows: the area tree, whether a service provider covers a district,
// whether the merchant may apply, and the cooperate and JWB submissions with their progress.
import type { DeviceApplyKind } from '@merchant-h5/sdk';
import { loadCatalog } from '../../../state/catalog';
import { badParam, notFound } from '../../errors';
import { optString } from '../input';
import type { HandlerRequest, ServiceHandlers } from '../types';
import { coverage } from './device-rules';
import { settleApplications } from './device-progress';
import { submitApplication } from './devices';

const KINDS: readonly DeviceApplyKind[] = ['apply', 'replace', 'cooperate', 'jwb'];

function progressOf(own: DeviceApplyKind) {
  return ({
    state,
    input,
    now,
  }: HandlerRequest<'onlineDeviceApplyCooperateDeviceProgress' | 'onlineDeviceApplyJwbProgress'>) => {
    settleApplications(state, now);
    const id = optString(input, 'id');
    const asked = optString(input, 'kind');
    if (asked && !KINDS.includes(asked as DeviceApplyKind)) throw badParam(`未知的 kind ${asked}`);
    const kind = (asked as DeviceApplyKind | undefined) ?? own;
    // With an id any application answers (the apply/replace progress screens use these calls too).
    const list = state.deviceApplications.filter((a) => (id ? a.id === id : a.kind === kind));
    if (id && list.length === 0) throw notFound(`申请 ${id}`);
    return { list, total: list.length };
  };
}

export const onlineApplyHandlers = {
  onlineDeviceApplyAreaList: ({ ctx }) => ({ list: loadCatalog(ctx.config.fixturesDir).areas }),
  onlineDeviceApplyServiceVerify: ({ input }) => coverage(optString(input, 'areaCode') ?? '310101'),
  onlineDeviceApplyUserVerify: ({ state }) => ({
    verified: state.realName.status === 'passed',
    reason: state.realName.status === 'passed' ? '' : '请先完成实名认证',
  }),
  onlineDeviceApplyCooperateDeviceSubmit: submitApplication('cooperate'),
  onlineDeviceApplyCooperateDeviceProgress: progressOf('cooperate'),
  onlineDeviceApplyJwbSubmit: submitApplication('jwb'),
  onlineDeviceApplyJwbProgress: progressOf('jwb'),
} satisfies Partial<ServiceHandlers<'pos-pay-service'>>;
