// Business certification through its audit states: submit, the 30 s timer on the simulator
// clock, rejection from the control API, reSubmit.
import { describe, expect, it } from 'vitest';
import { TODAY } from '../testing/harness';
import { simulatorSuite } from '../testing/suite';

const suite = simulatorSuite({ certificationAuditMs: 30_000 });
const { clock, call } = suite;

describe('business certification', () => {
  const form = { registNo: '92310104MA1K4LQW3B', legalManName: '李娜', legalManCardNo: '31010419900101002X' };

  it('submit → auditing → passed by the timer (30 s on the simulator clock)', async () => {
    clock.now = TODAY;
    const s = 'act-cert';
    const submitted = await call<{ status: string; auditDueAt: string }>(
      s,
      'bqCertificationSubmit',
      form,
      'new-merchant',
    );
    expect(submitted.data).toMatchObject({ status: 'auditing', auditDueAt: '2026-11-22 10:00:30' });
    expect((await call(s, 'bqCertificationSubmit', form, 'new-merchant')).msg).toBe(
      '认证审核中，请勿重复提交',
    );
    clock.now = TODAY + 29_000;
    expect(
      (await call<{ status: string }>(s, 'bqCertificationQueryStatus', {}, 'new-merchant')).data.status,
    ).toBe('auditing');
    clock.now = TODAY + 30_000;
    expect(
      (await call<{ status: string }>(s, 'bqCertificationQueryStatus', {}, 'new-merchant')).data.status,
    ).toBe('passed');
    clock.now = TODAY;
  });

  it('rejected (through the control API) → reSubmit → auditing; reSubmit is refused in other states', async () => {
    const s = 'act-cert2';
    await call(s, 'bqCertificationSubmit', form, 'new-merchant');
    const advance = await fetch(`${suite.sim.url}/__sim/certification/advance?session=${s}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'rejected', reason: '照片模糊' }),
    });
    expect(await advance.json()).toMatchObject({
      from: 'auditing',
      status: 'rejected',
      rejectReason: '照片模糊',
    });
    expect(
      (await call<{ rejectReason: string }>(s, 'bqCertificationQueryStatus', {}, 'new-merchant')).data
        .rejectReason,
    ).toBe('照片模糊');
    expect((await call(s, 'bqCertificationSubmit', form, 'new-merchant')).code).toBe('3005');
    expect(
      (await call<{ status: string }>(s, 'bqCertificationReSubmit', form, 'new-merchant')).data.status,
    ).toBe('auditing');
    expect((await call(s, 'bqCertificationReSubmit', form, 'new-merchant')).code).toBe('3005');
  });
});
