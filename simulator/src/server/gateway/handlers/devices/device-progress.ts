// How a terminal application moves on: one step (已提交 → 审核通过 → 已发货 → 已签收) every
// APPLICATION_STEP_MS of the simulator clock for what the merchant submitted (settled when the
// state is read), or one step per control call (/__sim/device-applications/advance). Once received,
// the terminal joins the merchant's devices (a replacement retires the old one).
import { dateTime, ymd } from '../../../state/clock';
import { APPLICATION_STEPS } from '../../../state/generate/devices';
import type { DeviceApplication, MerchantState } from '../../../state/model';
import { mintId } from '../input';

/** A submitted application is approved, shipped and received this long apart. */
export const APPLICATION_STEP_MS = 20_000;

const STEP_REMARKS: Record<string, (app: DeviceApplication, state: MerchantState) => string> = {
  '02': () => '审核通过，服务商正在备机',
  '03': (app) => `快递单号 SF${app.id.replace(/\D/g, '').slice(-12).padStart(12, '0')}`,
  '04': (app, state) => `机具已签收，终端号 ${state.devices[0]?.sn ?? ''}`.trim(),
};

// When each submitted application takes its next step; applications of the generated scenario
// stay where they are (their times are days old).
const due = new WeakMap<DeviceApplication, number>();

/** Starts the clock of an application the merchant just submitted. */
export function trackApplication(app: DeviceApplication, now: number): void {
  due.set(app, now + APPLICATION_STEP_MS);
}

function receive(state: MerchantState, app: DeviceApplication, now: number): void {
  if (app.kind === 'replace' && app.form.deviceId) {
    const old = state.devices.find((d) => d.deviceId === app.form.deviceId);
    if (old) Object.assign(old, { status: '02', statusName: '已换机' });
  }
  const deviceId = mintId(state, 'D', ymd(now));
  state.devices.unshift({
    deviceId,
    sn: `SN${deviceId.replace(/\D/g, '').slice(-12).padStart(12, '0')}`,
    deviceType: app.deviceType,
    deviceTypeName: app.deviceTypeName,
    bindTime: dateTime(now),
    status: '01',
    statusName: '正常',
  });
  app.receivedDeviceId = deviceId;
}

/** One step on; false when the application was already received. */
export function advanceApplication(state: MerchantState, app: DeviceApplication, now: number): boolean {
  const at = APPLICATION_STEPS.findIndex((s) => s.status === app.status);
  const next = APPLICATION_STEPS[at + 1];
  if (!next) return false;
  app.status = next.status;
  app.statusName = next.statusName;
  if (next.status === '04') receive(state, app, now);
  app.progress.push({ ...next, time: dateTime(now), remark: STEP_REMARKS[next.status]!(app, state) });
  if (next.status === '04') due.delete(app);
  else if (due.has(app)) due.set(app, now + APPLICATION_STEP_MS);
  return true;
}

/** Takes every step that fell due since the last read. */
export function settleApplications(state: MerchantState, now: number): void {
  for (const app of state.deviceApplications) {
    for (let at = due.get(app); at !== undefined && at <= now; at = due.get(app)) {
      advanceApplication(state, app, at);
    }
  }
}
