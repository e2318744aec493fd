// Terminal applications and replacements: submit, urge (once a day, never once received), the
// types one can apply for with the merchant's terminals, and fault photos.
import type { DeviceApplyForm } from '@merchant-h5/sdk';
import { dateTime, startOfDay, ymd } from '../../../state/clock';
import { loadCatalog } from '../../../state/catalog';
import { maskName } from '../../../state/generate/mask';
import { APPLICATION_STEPS } from '../../../state/generate/devices';
import type { DeviceApplication, MerchantState } from '../../../state/model';
import { notFound } from '../../errors';
import { mintId, optString, reqMobile, reqString } from '../input';
import { duplicate, maskPhone, requireCertified, wrongState } from '../rules';
import type { HandlerInput, HandlerRequest, ServiceHandlers } from '../types';
import { readPictureIds, uploadPicture } from './device-pictures';
import { settleApplications, trackApplication } from './device-progress';
import { checkCoverage, deviceTypeOf } from './device-rules';

/** Unfinished applications one merchant may have at once; beyond, a new one is refused (3005). */
const MAX_OPEN_APPLICATIONS = 10;
/** Applications kept (and answered) per merchant: the newest, and every unfinished one. */
const KEPT_APPLICATIONS = 50;

/**
 * The contact typed, or (`contactOnFile`) the legal person and mobile number on file. The latter is
 * answered masked, as merchantAccessGetAuthentication shows it: the app never had it in clear.
 */
function contactOf(
  state: MerchantState,
  input: HandlerInput<DeviceSubmit>,
): Pick<DeviceApplyForm, 'contactName' | 'contactPhone'> {
  if (input.contactOnFile === true) {
    return {
      contactName: maskName(state.profile.legalManName),
      contactPhone: maskPhone(state.profile.phone),
    };
  }
  return { contactName: reqString(input, 'contactName'), contactPhone: reqMobile(input, 'contactPhone') };
}

/** The calls that submit a device application. */
type DeviceSubmit =
  'deviceApply' | 'deviceReplace' | 'onlineDeviceApplyCooperateDeviceSubmit' | 'onlineDeviceApplyJwbSubmit';

/** What a replacement adds to the form: the device replaced, why, and the pictures of it. */
function replacement(state: MerchantState, input: HandlerInput<'deviceReplace'>): Partial<DeviceApplyForm> {
  const deviceId = optString(input, 'deviceId') ?? state.devices[0]?.deviceId;
  const device = state.devices.find((d) => d.deviceId === deviceId);
  if (!deviceId || !device) throw notFound(`机具 ${deviceId ?? ''}`);
  if (device.status !== '01') throw wrongState('该机具已更换，无需重复申请');
  return {
    deviceId,
    reason: optString(input, 'reason') ?? '机具故障',
    pictureIds: readPictureIds(state, input),
  };
}

/** A submit call of one kind: apply, replace, cooperate or JWB; `details` reads what that kind adds. */
export function submitApplication<N extends DeviceSubmit>(
  kind: DeviceApplication['kind'],
  details?: (state: MerchantState, input: HandlerInput<N>) => Partial<DeviceApplyForm>,
) {
  return ({ ctx, state, input: own, now }: HandlerRequest<N>) => {
    const input: HandlerInput<DeviceSubmit> = own;
    requireCertified(state);
    settleApplications(state, now);
    const open = state.deviceApplications.filter((a) => a.status !== '04').length;
    if (open >= MAX_OPEN_APPLICATIONS)
      throw wrongState(`最多同时办理 ${MAX_OPEN_APPLICATIONS} 个机具申请，请等已有申请签收后再申请`);
    const type = deviceTypeOf(ctx.config.fixturesDir, optString(input, 'deviceType'));
    const areaCode = optString(input, 'areaCode');
    if (areaCode) checkCoverage(areaCode);
    const form: DeviceApplyForm = { ...contactOf(state, input), address: reqString(input, 'address') };
    if (details) Object.assign(form, details(state, own));
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
    // The progress answers list them whole: the oldest received ones go first past the keep.
    const list = state.deviceApplications;
    for (let i = list.length - 1; i >= 0 && list.length > KEPT_APPLICATIONS; i--)
      if (list[i]!.status === '04') list.splice(i, 1);
    trackApplication(application, now);
    return application;
  };
}

function urge(state: MerchantState, id: string | undefined, now: number): DeviceApplication {
  settleApplications(state, now);
  const application = id
    ? state.deviceApplications.find((a) => a.id === id)
    : state.deviceApplications.find((a) => a.status !== '04');
  if (!application) throw notFound(`申请 ${id ?? ''}`);
  if (application.status === '04') throw wrongState('机具已签收，无需催单');
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
  deviceApply: submitApplication('apply'),
  deviceReplace: submitApplication('replace', replacement),
  deviceUrging: ({ state, input, now }) => urge(state, optString(input, 'id'), now),
  devicePictureUpload: uploadPicture,
  deviceDeviceType: ({ ctx, state, now }) => {
    settleApplications(state, now);
    return { list: loadCatalog(ctx.config.fixturesDir).deviceTypes, devices: state.devices };
  },
} satisfies Partial<ServiceHandlers<'pos-pay-service'>>;
