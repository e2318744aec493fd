// Terminal applications (apply, replace, cooperate, JWB), urging and their progress.
import type { DeviceApplyForm } from '@merchant-h5/sdk';
import { dateTime, startOfDay, ymd } from '../../../state/clock';
import { loadCatalog } from '../../../state/catalog';
import { APPLICATION_STEPS } from '../../../state/generate/devices';
import type { DeviceApplication, MerchantState } from '../../../state/model';
import { badParam, notFound } from '../../errors';
import { mintId, optString, reqMobile, reqString } from '../input';
import { duplicate, requireCertified } from '../rules';
import type { HandlerRequest, ServiceHandlers } from '../types';

function submit(kind: DeviceApplication['kind']) {
  return ({ ctx, state, input, now }: HandlerRequest) => {
    requireCertified(state);
    const types = loadCatalog(ctx.config.fixturesDir).deviceTypes;
    const deviceType = optString(input, 'deviceType') ?? types[0]!.deviceType;
    const type = types.find((t) => t.deviceType === deviceType);
    if (!type) throw badParam(`未知的 deviceType ${deviceType}`);
    const form: DeviceApplyForm = {
      contactName: reqString(input, 'contactName'),
      contactPhone: reqMobile(input, 'contactPhone'),
      address: reqString(input, 'address'),
    };
    if (kind === 'replace') {
      const deviceId = optString(input, 'deviceId') ?? state.devices[0]?.deviceId;
      if (!deviceId || !state.devices.some((d) => d.deviceId === deviceId))
        throw notFound(`机具 ${deviceId ?? ''}`);
      form.deviceId = deviceId;
      form.reason = optString(input, 'reason') ?? '机具故障';
    }
    const first = APPLICATION_STEPS[0]!;
    const application: DeviceApplication = {
      id: mintId(state, 'DA', ymd(now)),
      kind,
      deviceType: type.deviceType,
      deviceTypeName: type.deviceTypeName,
      status: first.status,
      statusName: first.statusName,
      applyTime: dateTime(now),
      urgeCount: 0,
      lastUrgeTime: null,
      form,
      progress: [{ ...first, time: dateTime(now), remark: '申请已提交，等待审核' }],
    };
    state.deviceApplications.unshift(application);
    return application;
  };
}

function progressOf(kind: DeviceApplication['kind']) {
  return ({ state, input }: HandlerRequest) => {
    const id = optString(input, 'id');
    // With an id any application answers (the apply/replace progress screens use these calls too).
    const list = state.deviceApplications.filter((a) => (id ? a.id === id : a.kind === kind));
    if (id && list.length === 0) throw notFound(`申请 ${id}`);
    return { list, total: list.length };
  };
}

function urge(state: MerchantState, id: string | undefined, now: number): DeviceApplication {
  const application = id
    ? state.deviceApplications.find((a) => a.id === id)
    : state.deviceApplications.find((a) => a.status !== '04');
  if (!application) throw notFound(`申请 ${id ?? ''}`);
  if (
    application.lastUrgeTime &&
    application.lastUrgeTime.slice(0, 10) === dateTime(startOfDay(now)).slice(0, 10)
  ) {
    throw duplicate('今日已催单，请耐心等待');
  }
  application.urgeCount += 1;
  application.lastUrgeTime = dateTime(now);
  application.progress.push({
    status: application.status,
    statusName: '已催单',
    time: dateTime(now),
    remark: `第 ${application.urgeCount} 次催单，已通知服务商加急处理`,
  });
  return application;
}

export const deviceHandlers = {
  deviceApply: submit('apply'),
  deviceReplace: submit('replace'),
  deviceUrging: ({ state, input, now }) => urge(state, optString(input, 'id'), now),
  devicePictureUpload: ({ state, input, now }) => {
    const image = reqString(input, 'image');
    return {
      pictureId: mintId(state, 'IMG', ymd(now)),
      url: `/h5/static/upload/${ymd(now)}.jpg`,
      size: image.length,
    };
  },
  deviceDeviceType: ({ ctx, state }) => ({
    list: loadCatalog(ctx.config.fixturesDir).deviceTypes,
    devices: state.devices,
  }),
  onlineDeviceApplyAreaList: ({ ctx }) => ({ list: loadCatalog(ctx.config.fixturesDir).areas }),
  onlineDeviceApplyServiceVerify: ({ input }) => {
    const areaCode = optString(input, 'areaCode') ?? '310101';
    return {
      areaCode,
      serviceable: !areaCode.startsWith('65'),
      serviceProvider: '上海星链服务商',
      servicePhone: '4008000000',
    };
  },
  onlineDeviceApplyUserVerify: ({ state }) => ({
    verified: state.realName.status === 'passed',
    reason: state.realName.status === 'passed' ? '' : '请先完成实名认证',
  }),
  onlineDeviceApplyCooperateDeviceSubmit: submit('cooperate'),
  onlineDeviceApplyCooperateDeviceProgress: progressOf('cooperate'),
  onlineDeviceApplyJwbSubmit: submit('jwb'),
  onlineDeviceApplyJwbProgress: progressOf('jwb'),
} satisfies Partial<ServiceHandlers<'pos-pay-service'>>;
