// Abnormal-trade recovery: the merchant's evidence is checked and kept, the recovery moves on with
// the simulator clock or the control API until the money is back; help questions by group, code
// and keyword.
import { describe, expect, it } from 'vitest';
import { TODAY } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';
import { RECOVERY_STEP_MS } from './recovery';

const suite = simulatorSuite();
const { clock, call } = suite;

async function openTrade(s: string) {
  const check = await call(s, 'abnormalHandleCheck');
  return { check: check.data, id: check.data.list.find((a) => a.status === '0')!.abnormalId };
}

describe('abnormal-trade recovery', () => {
  it('keeps the trade type and description, masks the phone; a bad trade type or phone is refused', async () => {
    clock.now = TODAY;
    const s = 'abn-evidence';
    const { id } = await openTrade(s);
    const bad = { abnormalId: id, contactPhone: '13800138000' };
    expect((await call(s, 'abnormalHandleApply', { ...bad, tradeType: '99' })).msg).toContain('交易类型');
    expect((await call(s, 'abnormalHandleApply', { ...bad, contactPhone: '12345' })).code).toBe('1001');
    const applied = await call(s, 'abnormalHandleApply', {
      ...bad,
      tradeType: '02',
      description: '顾客扫码成功，款项未到账',
    });
    expect(applied.data.status).toBe('1');
    expect(applied.data.progress).toEqual([
      {
        status: '1',
        statusName: '已提交找回申请',
        time: '2026-11-22 10:00:00',
        remark: '扫码收款：顾客扫码成功，款项未到账（联系电话 138****8000）',
      },
    ]);
  });

  it('moves on with the clock, one step a minute, until the money is back and the trade leaves the check', async () => {
    clock.now = TODAY;
    const s = 'abn-clock';
    const { check, id } = await openTrade(s);
    await call(s, 'abnormalHandleApply', { abnormalId: id, contactPhone: '13800138000' });
    const progress = async () => (await call(s, 'abnormalHandleRecoveryProgress', { abnormalId: id })).data;
    clock.now = TODAY + RECOVERY_STEP_MS - 1;
    expect((await progress()).progress).toHaveLength(1);
    clock.now = TODAY + RECOVERY_STEP_MS * 5;
    const done = await progress();
    expect(done.status).toBe('2');
    expect(done.progress.map((p) => [p.statusName, p.time])).toEqual([
      ['已提交找回申请', '2026-11-22 10:00:00'],
      ['审核通过，资金核实中', '2026-11-22 10:01:00'],
      ['资金已找回', '2026-11-22 10:02:00'],
    ]);
    const after = (await call(s, 'abnormalHandleCheck')).data;
    expect(after.count).toBe(check.count - 1);
    expect(after.list.map((a) => a.abnormalId)).not.toContain(id);
    clock.now = TODAY;
  });

  it('the control API takes the next step at once; nothing under way is a 409', async () => {
    clock.now = TODAY;
    const s = 'abn-control';
    const advance = (body: object = {}) =>
      fetch(`${suite.sim.url}/__sim/abnormal/advance?session=${s}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const { id } = await openTrade(s);
    expect((await advance()).status).toBe(409);
    await call(s, 'abnormalHandleApply', { abnormalId: id, contactPhone: '13800138000' });
    expect(await (await advance({ abnormalId: id })).json()).toMatchObject({
      abnormalId: id,
      status: '1',
      step: '审核通过，资金核实中',
    });
    expect(await (await advance()).json()).toMatchObject({ status: '2', step: '资金已找回' });
    expect((await advance()).status).toBe(409);
  });
});

describe('help questions', () => {
  it('answers a group, one question by code, and a search across groups', async () => {
    const s = 'abn-questions';
    const group = await call(s, 'abnormalHandleCommonQuestions', { type: 'device' });
    expect(group.data.list.map((q) => q.code)).toEqual(['Q04', 'Q05']);
    const one = await call(s, 'abnormalHandleCommonQuestions', { code: 'Q06' });
    expect(one.data.list.map((q) => q.code)).toEqual(['Q06']);
    const found = await call(s, 'abnormalHandleCommonQuestions', { keyword: '到账' });
    expect(new Set(found.data.list.map((q) => q.type))).toEqual(new Set(['abnormal', 'settlement']));
    // Markup is not text: a search for a tag name finds nothing.
    const tags = await call(s, 'abnormalHandleCommonQuestions', { keyword: 'onerror' });
    expect(tags.data.list).toEqual([]);
  });

  it('refuses a keyword past the contract limit before searching (gateway/bounds.ts)', async () => {
    const s = 'abn-questions-long';
    const at = await call(s, 'abnormalHandleCommonQuestions', { keyword: '到'.repeat(32) });
    expect(at).toMatchObject({ code: '200', data: { list: [] } });
    expect(await call(s, 'abnormalHandleCommonQuestions', { keyword: '到'.repeat(33) })).toMatchObject({
      code: '1001',
      msg: '参数错误：keyword 最多 32 个字',
    });
  });
});
