// Gather cards through the real gateway: a draw adds a card to the set, a complete set makes a red
// pack of the activity's amount (one of each card taken), an incomplete one is refused with the
// cards it lacks; and the control route QA sets a collection with.
import { endpoints } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import type { ActivitiesAnswer } from '../../../../shared/control-api/features';
import { getSession, sessionState } from '../../../state/session';
import { callEndpoint } from '../../testing/harness';
import { simulatorSuite } from '../../testing/suite';

const suite = simulatorSuite({});
const { call, control } = suite;
const CARDS = 'A1004';

async function setActivity(session: string, body: Record<string, unknown>) {
  const res = await control('PUT', `/activities?session=${session}`, { activityId: CARDS, ...body });
  return { status: res.status, body: res.body as unknown as ActivitiesAnswer & { error?: { code: string } } };
}

const owned = async (session: string) =>
  Object.fromEntries(
    ((await call(session, 'activityInfo', { activityId: CARDS })).data.cards ?? []).map((c) => [
      c.name,
      c.owned,
    ]),
  );

const synthesise = (session: string, key: string) =>
  callEndpoint(suite.sim, endpoints.activitySynthesisRedPack, {
    session,
    body: { activityId: CARDS },
    headers: { 'Idempotency-Key': key },
  });

describe('the set', () => {
  it('is the pool’s cards with how many are held; a merchant with prizes holds all but the rarest', async () => {
    const { data } = await call('set', 'activityInfo', { kind: 'gatherCard' });
    expect(data).toMatchObject({ activityId: CARDS, redPackAmount: 8.88, progress: 4, target: 5 });
    expect(data.cards?.map((c) => c.name)).toEqual(['招财卡', '进宝卡', '吉祥卡', '如意卡', '福气卡']);
    expect(data.cards?.slice(0, 4).every((c) => c.owned >= 1 && c.owned <= 2)).toBe(true);
    expect(data.cards?.[4]).toEqual({ cardId: 'C5', name: '福气卡', owned: 0 });
    expect((await call('set', 'activityProgress', { activityId: CARDS })).data).toMatchObject({
      progress: 4,
      target: 5,
      percent: 80,
    });
    const fresh = await call('set-new', 'activityInfo', { activityId: CARDS }, 'new-merchant');
    expect(fresh.data.cards?.every((c) => c.owned === 0)).toBe(true);
  });

  it('a draw adds the card it lands on: no prize, no prize record, not a miss', async () => {
    const s = 'draw-card';
    await setActivity(s, { drawsLeft: 2, stock: { C1: 0, C2: 0, C3: 0, C4: 0 } });
    const before = (await call(s, 'activityPrizeList')).data.total;
    const drawn = await call(s, 'activityDraw', { activityId: CARDS });
    expect(drawn.data).toMatchObject({ poolId: 'C5', position: 4, prize: null, remainingDraws: 1 });
    expect(await owned(s)).toMatchObject({ 福气卡: 1 });
    const info = (await call(s, 'activityInfo', { activityId: CARDS })).data;
    expect(info).toMatchObject({ progress: 5, missesInRow: 0 });
    expect((await call(s, 'activityPrizeList')).data.total).toBe(before);
    const state = sessionState(suite.sim.ctx, getSession(suite.sim.ctx, s));
    expect(state.drawRecords.at(-1)).toMatchObject({ poolId: 'C5', prizeId: null });
  });
});

describe('activitySynthesisRedPack', () => {
  it('an incomplete set is refused, naming the cards missing; nothing is taken', async () => {
    const s = 'incomplete';
    await setActivity(s, { cards: { C1: 1, C2: 1, C3: 1, C4: 0, C5: 0 } });
    const refused = await call(s, 'activitySynthesisRedPack', { activityId: CARDS });
    expect(refused).toMatchObject({ code: '3005', msg: '还差如意卡、福气卡，集齐 5 张卡才能合成红包' });
    expect(await owned(s)).toEqual({ 招财卡: 1, 进宝卡: 1, 吉祥卡: 1, 如意卡: 0, 福气卡: 0 });
  });

  it('a complete set makes a red pack of 8.88 in the prizes, one of each card taken; again when complete again', async () => {
    const s = 'complete';
    await setActivity(s, { cards: { C1: 2, C2: 1, C3: 1, C4: 3, C5: 1 } });
    const made = await call(s, 'activitySynthesisRedPack', { activityId: CARDS });
    expect(made.code, made.msg).toBe('200');
    expect(made.data.prize).toMatchObject({
      activityId: CARDS,
      prizeType: '05',
      amount: 8.88,
      prizeName: '合成红包 8.88 元',
      status: '1',
    });
    expect(await owned(s)).toEqual({ 招财卡: 1, 进宝卡: 0, 吉祥卡: 0, 如意卡: 2, 福气卡: 0 });
    expect((await call(s, 'activityPrizeList', { activityId: CARDS })).data.list[0]).toEqual(made.data.prize);
    expect((await call(s, 'activitySynthesisRedPack', { activityId: CARDS })).msg).toBe(
      '还差进宝卡、吉祥卡、福气卡，集齐 5 张卡才能合成红包',
    );
    await setActivity(s, { cards: { C2: 1, C3: 1, C5: 1 } });
    const again = await call(s, 'activitySynthesisRedPack', { activityId: CARDS });
    expect(again.data.prize.prizeId).not.toBe(made.data.prize.prizeId);
    const packs = (await call(s, 'activityPrizeList', { activityId: CARDS })).data.list;
    expect(packs.filter((p) => p.prizeType === '05')).toHaveLength(2);
  });

  it('the same Idempotency-Key, twice at once and later, answers the same red pack and takes one set', async () => {
    const s = 'synth-key';
    await setActivity(s, { cards: { C1: 2, C2: 2, C3: 2, C4: 2, C5: 2 } });
    const key = '7d1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
    const [first, second] = await Promise.all([synthesise(s, key), synthesise(s, key)]);
    const third = await synthesise(s, key);
    expect(first.json).toMatchObject({ code: '200', data: { prize: { prizeType: '05' } } });
    expect(second.text).toBe(first.text);
    expect(third.text).toBe(first.text);
    expect(Object.values(await owned(s))).toEqual([1, 1, 1, 1, 1]);
    const packs = (await call(s, 'activityPrizeList', { activityId: CARDS })).data.list;
    expect(packs.filter((p) => p.prizeType === '05')).toHaveLength(1);
  });

  it('is refused when the activity is not running, and for an activity without cards', async () => {
    const s = 'synth-ended';
    await setActivity(s, { cards: { C1: 1, C2: 1, C3: 1, C4: 1, C5: 1 }, status: 'ended' });
    expect(await call(s, 'activitySynthesisRedPack', { activityId: CARDS })).toMatchObject({
      code: '3005',
      msg: '活动已结束',
    });
    await setActivity(s, { status: 'notStarted' });
    expect((await call(s, 'activitySynthesisRedPack', { activityId: CARDS })).msg).toBe('活动尚未开始');
    expect((await call(s, 'activitySynthesisRedPack', { activityId: 'A1001' })).msg).toBe(
      '该活动无需合成红包',
    );
    expect(Object.values(await owned(s))).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('PUT /__sim/activities cards', () => {
  it('sets the cards named and answers them; a wrong card or count changes nothing', async () => {
    const s = 'control-cards';
    const set = await setActivity(s, { cards: { C5: 3 } });
    expect(set.status).toBe(200);
    expect(set.body.activities.find((a) => a.activityId === CARDS)?.cards).toMatchObject({ C5: 3 });
    for (const cards of [{ C9: 1 }, { C1: -1 }, { C1: 1.5 }, [1]]) {
      const bad = await setActivity(s, { cards, drawsLeft: 7 });
      expect(bad).toMatchObject({ status: 400, body: { error: { code: 'invalid_cards' } } });
    }
    expect(await owned(s)).toMatchObject({ 福气卡: 3 });
    expect((await call(s, 'activityInfo', { activityId: CARDS })).data.remainingDraws).not.toBe(7);
  });
});
