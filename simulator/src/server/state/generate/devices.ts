// Terminals, device applications in progress and abnormal transactions of a scenario.
import type { TransactionRecord } from '@merchant-h5/sdk';
import { DAY_MS, dateTime } from '../clock';
import type { Catalog } from '../catalog';
import type { AbnormalTransaction, Device, DeviceApplication } from '../model';
import type { Random } from '../prng';
import type { ScenarioDefinition } from '../scenarios';

export const APPLICATION_STEPS: Array<Pick<DeviceApplication, 'status' | 'statusName'>> = [
  { status: '01', statusName: '已提交' },
  { status: '02', statusName: '审核通过' },
  { status: '03', statusName: '已发货' },
  { status: '04', statusName: '已签收' },
];

export function generateDevices(
  def: ScenarioDefinition,
  catalog: Catalog,
  rng: Random,
  now: number,
): Device[] {
  return Array.from({ length: def.devices }, (_, i) => {
    const type = catalog.deviceTypes[i % catalog.deviceTypes.length]!;
    return {
      deviceId: `D${String(i + 1).padStart(5, '0')}`,
      sn: `SN${rng.digits(12)}`,
      deviceType: type.deviceType,
      deviceTypeName: type.deviceTypeName,
      bindTime: dateTime(now - (def.history.days + 30 + i * 20) * DAY_MS),
      status: '01',
      statusName: '正常',
    };
  });
}

const KINDS: DeviceApplication['kind'][] = ['apply', 'replace', 'cooperate', 'jwb'];

export function generateApplications(
  def: ScenarioDefinition,
  catalog: Catalog,
  rng: Random,
  now: number,
): DeviceApplication[] {
  return Array.from({ length: def.deviceApplications }, (_, i) => {
    const type = rng.pick(catalog.deviceTypes);
    const applied = now - (i * 12 + 3) * DAY_MS;
    const reached = Math.min(APPLICATION_STEPS.length, i + 2);
    const progress = APPLICATION_STEPS.slice(0, reached).map((s, k) => ({
      ...s,
      time: dateTime(applied + k * DAY_MS),
      remark: k === 2 ? `快递单号 SF${rng.digits(12)}` : '',
    }));
    const last = progress[progress.length - 1]!;
    return {
      id: `DA${String(i + 1).padStart(5, '0')}`,
      kind: KINDS[i % KINDS.length]!,
      deviceType: type.deviceType,
      deviceTypeName: type.deviceTypeName,
      status: last.status,
      statusName: last.statusName,
      applyTime: dateTime(applied),
      urgeCount: 0,
      lastUrgeTime: null,
      form: { contactName: '张伟', contactPhone: '13800138000', address: '上海市黄浦区南京东路 100 号' },
      progress,
    };
  });
}

export function generateAbnormal(
  def: ScenarioDefinition,
  catalog: Catalog,
  transactions: TransactionRecord[],
  rng: Random,
): AbnormalTransaction[] {
  const candidates = transactions.filter((t) => t.status === '00' && t.amount > 100);
  const out: AbnormalTransaction[] = [];
  for (let i = 0; i < def.abnormal && candidates.length > 0; i++) {
    const [t] = candidates.splice(rng.int(0, candidates.length - 1), 1) as [TransactionRecord];
    // The oldest abnormal trade has already been recovered, to show a finished progress.
    const recovered = i === def.abnormal - 1;
    out.push({
      abnormalId: `AB${String(i + 1).padStart(5, '0')}`,
      uuid: t.uuid,
      tranDt: t.tranDt,
      amount: t.amount,
      tradeType: t.tradeType,
      tradeTypeName: t.tradeTypeName,
      reason: rng.pick(catalog.abnormalReasons),
      status: recovered ? '2' : '0',
      statusName: recovered ? '已找回' : '待处理',
      recovery: recovered
        ? [
            {
              status: '1',
              statusName: '已提交找回申请',
              time: `${t.tranDt.slice(0, 4)}-${t.tranDt.slice(4, 6)}-${t.tranDt.slice(6)} 12:00:00`,
              remark: '',
            },
            {
              status: '2',
              statusName: '资金已找回',
              time: `${t.tranDt.slice(0, 4)}-${t.tranDt.slice(4, 6)}-${t.tranDt.slice(6)} 18:00:00`,
              remark: '资金已结算至您的结算卡',
            },
          ]
        : [],
    });
  }
  return out;
}
