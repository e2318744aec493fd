// Test data of the devices area, in the catalogue's shapes.
import type { AccessAuthentication, DeviceApplication, DeviceType, Device } from '@merchant-h5/sdk';
import { TEST_AREAS } from '../../../testing/areas';

export const deviceTypes: DeviceType[] = [
  { deviceType: '01', deviceTypeName: '传统 POS', deposit: 99, serviceFee: 0 },
  { deviceType: '03', deviceTypeName: '电签 POS', deposit: 0, serviceFee: 69 },
];

/** Shanghai alone: the area the devices tests install in. */
export const areas = TEST_AREAS.slice(0, 1);

export const device = (n: number, overrides: Partial<Device> = {}): Device => ({
  deviceId: `D0000${n}`,
  sn: `SN00000000000${n}`,
  deviceType: '01',
  deviceTypeName: '传统 POS',
  bindTime: '2026-10-01 10:00:00',
  status: '01',
  statusName: '正常',
  ...overrides,
});

export function application(overrides: Partial<DeviceApplication> = {}): DeviceApplication {
  return {
    id: 'DA202611220001',
    kind: 'apply',
    deviceType: '03',
    deviceTypeName: '电签 POS',
    status: '01',
    statusName: '已提交',
    applyTime: '2026-11-22 10:00:00',
    urgeCount: 0,
    lastUrgeTime: null,
    form: { contactName: '张伟', contactPhone: '13800138000', address: '上海市 黄浦区 南京东路 100 号' },
    progress: [
      { status: '01', statusName: '已提交', time: '2026-11-22 10:00:00', remark: '申请已提交，等待审核' },
    ],
    ...overrides,
  };
}

/** A merchantAccessGetAuthentication answer with nothing on file but what is given. */
export function infoOnFile(
  given: {
    businessInfo?: Partial<AccessAuthentication['businessInfo']>;
    legalPersonInfo?: Partial<AccessAuthentication['legalPersonInfo']>;
  } = {},
): AccessAuthentication {
  return {
    realNameStatus: 'none',
    certStatus: 'none',
    businessInfo: {
      mecDisNm: '',
      registCode: '',
      address: '',
      regProvCd: '',
      regCityCd: '',
      regDistCd: '',
      areaLabel: '',
      mccCd: '',
      mccValue: '',
      ...given.businessInfo,
    },
    legalPersonInfo: {
      identityName: '',
      nameMask: '',
      idNoMask: '',
      actNo: '',
      actName: '',
      mblNo: '',
      ...given.legalPersonInfo,
    },
  };
}
