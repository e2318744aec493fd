// The replacement form: which terminal, why, photos of the fault (one at least) and the contact.
import type { AreaProvince, DeviceReplaceRequest } from '@merchant-h5/sdk';
import { contactErrors, contactRequest } from './applyForm';
import type { ContactValues, FieldErrors } from './applyForm';

export const REPLACE_REASONS = ['无法开机', '刷卡无反应', '屏幕损坏', '打印故障', '其他故障'] as const;

/** Photo slots: the first is required. */
export const PHOTO_SLOTS = 2;

export interface ReplaceValues extends ContactValues {
  deviceId: string;
  reason: string;
  /** One per slot; null until that photo is uploaded. */
  pictureIds: Array<string | null>;
}

export function replaceErrors(v: ReplaceValues, areas: readonly AreaProvince[]): FieldErrors<ReplaceValues> {
  return {
    ...(v.deviceId ? {} : { deviceId: '请选择要更换的机具' }),
    ...(v.reason ? {} : { reason: '请选择故障原因' }),
    ...(v.pictureIds.some(Boolean) ? {} : { pictureIds: '请至少上传一张故障照片' }),
    ...contactErrors(v, areas),
  };
}

export function replaceRequest(v: ReplaceValues, areas: readonly AreaProvince[]): DeviceReplaceRequest {
  return {
    deviceId: v.deviceId,
    reason: v.reason,
    pictureIds: v.pictureIds.filter((id): id is string => Boolean(id)),
    ...contactRequest(v, areas),
  };
}
