// Idempotency-Key: replay byte for byte, conflict on another body, one order for a double tap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@merchant-h5/sdk';
import { getSession, sessionState } from '../state/session';
import type { Answer } from '../http/answer';
import type { IdempotencyRecord } from '../state/session';
import { claimKey, KEY_TTL_MS, MAX_KEYS } from './idempotency';
import { openAnswer, sealBody } from './testing/client-seal';
import { callEndpoint, hostAppHeaders, startSimulator, type RunningSimulator } from './testing/harness';

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

const exchange = (session: string, key: string, body: Record<string, unknown>) =>
  fetch(`${sim.url}/gateway/pos-operation-service/integral/exchange`, {
    method: 'POST',
    headers: { ...hostAppHeaders(sim.ctx, session), 'Idempotency-Key': key },
    body: sealBody(JSON.stringify(body), sim.ctx.config.publicKeyPem),
  });

describe('Idempotency-Key', () => {
  it('replays the first answer byte for byte, even though each request is sealed with a fresh key', async () => {
    const first = await exchange('idem-1', 'k-1', { commodityId: 'C007', count: 1 });
    const firstText = await first.text();
    const second = await exchange('idem-1', 'k-1', { count: 1, commodityId: 'C007' });
    expect(second.status).toBe(first.status);
    expect(second.headers.get('encrypt-key')).toBe(first.headers.get('encrypt-key'));
    expect(await second.text()).toBe(firstText);
    const answer = openAnswer(firstText, first.headers.get('encrypt-key')) as {
      data: { order: { orderNo: string } };
    };
    const state = sessionState(sim.ctx, getSession(sim.ctx, 'idem-1'));
    expect(state.integralOrders.filter((o) => o.orderNo === answer.data.order.orderNo)).toHaveLength(1);
    expect(state.points.balance).toBe(5680 - 300);
  });

  it('refuses the same key with a different body: 409, 4009', async () => {
    await exchange('idem-2', 'k-2', { commodityId: 'C007' });
    const conflict = await exchange('idem-2', 'k-2', { commodityId: 'C010' });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ code: '4009', msg: '重复请求参数不一致', data: null });
  });

  it('a double tap sent at once creates one order', async () => {
    const before = sessionState(sim.ctx, getSession(sim.ctx, 'idem-3')).integralOrders.length;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        callEndpoint(sim, endpoints.couponOrderCreate, {
          session: 'idem-3',
          body: { couponId: 'Q002' },
          headers: { 'Idempotency-Key': 'tap' },
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    const state = sessionState(sim.ctx, getSession(sim.ctx, 'idem-3'));
    expect(
      state.couponOrders.filter((o) => o.couponId === 'Q002' && o.createTime === '2026-11-22 10:00:00'),
    ).toHaveLength(1);
    expect(state.integralOrders.length).toBe(before);
  });

  it('keys are per session, and a new key is a new action', async () => {
    const a = await callEndpoint(sim, endpoints.couponOrderCreate, {
      session: 'idem-4a',
      body: { couponId: 'Q001' },
      headers: { 'Idempotency-Key': 'same' },
    });
    const b = await callEndpoint(sim, endpoints.couponOrderCreate, {
      session: 'idem-4b',
      body: { couponId: 'Q001' },
      headers: { 'Idempotency-Key': 'same' },
    });
    expect(a.json?.code).toBe('200');
    expect(b.json?.code).toBe('200');
    const c = await callEndpoint(sim, endpoints.couponOrderCreate, {
      session: 'idem-4a',
      body: { couponId: 'Q001' },
      headers: { 'Idempotency-Key': 'other' },
    });
    expect(c.json?.data.orderNo).not.toBe(a.json?.data.orderNo);
  });

  it('a business failure is replayed too, not retried', async () => {
    const session = 'idem-5';
    sessionState(sim.ctx, getSession(sim.ctx, session)).points.balance = 10;
    const first = await callEndpoint(sim, endpoints.integralExchange, {
      session,
      body: { commodityId: 'C007' },
      headers: { 'Idempotency-Key': 'poor' },
    });
    expect(first.json?.code).toBe('3002');
    sessionState(sim.ctx, getSession(sim.ctx, session)).points.balance = 1000;
    const again = await callEndpoint(sim, endpoints.integralExchange, {
      session,
      body: { commodityId: 'C007' },
      headers: { 'Idempotency-Key': 'poor' },
    });
    expect(again.text).toBe(first.text);
  });

  it('keeps a payment key however many other calls come in between: a late retry never spends twice', async () => {
    const session = 'idem-6';
    const body = { commodityId: 'C007' };
    const first = await callEndpoint(sim, endpoints.integralExchange, {
      session,
      body,
      headers: { 'Idempotency-Key': 'late' },
    });
    expect(first.json?.code).toBe('200');
    const balance = sessionState(sim.ctx, getSession(sim.ctx, session)).points.balance;
    // More calls than the old 500-key window, each with a key of its own (read-only ones ignore it).
    for (let i = 0; i < 600; i++) {
      await callEndpoint(sim, endpoints.myInfo, {
        session,
        body: {},
        headers: { 'Idempotency-Key': `r-${i}` },
      });
    }
    const retry = await callEndpoint(sim, endpoints.integralExchange, {
      session,
      body,
      headers: { 'Idempotency-Key': 'late' },
    });
    expect(retry.text).toBe(first.text);
    expect(sessionState(sim.ctx, getSession(sim.ctx, session)).points.balance).toBe(balance);
    expect(getSession(sim.ctx, session).idempotency.has('r-1')).toBe(false);
  });

  it('ignores the header on read-only endpoints: the same key with another body is no conflict', async () => {
    const a = await callEndpoint(sim, endpoints.myInfo, {
      session: 'idem-7',
      body: {},
      headers: { 'Idempotency-Key': 'reused' },
    });
    const b = await callEndpoint(sim, endpoints.myInfo, {
      session: 'idem-7',
      body: { a: 1 },
      headers: { 'Idempotency-Key': 'reused' },
    });
    expect([a.status, b.status]).toEqual([200, 200]);
  });
});

describe('claimKey', () => {
  const answer = { status: 200, headers: {}, body: 'ok' } as unknown as Answer;

  it('remembers a key for 24 hours, then treats it as new', () => {
    const store = new Map<string, IdempotencyRecord>();
    const t0 = Date.UTC(2026, 10, 22);
    const first = claimKey(store, 'k', 'print', t0);
    if (first.kind !== 'new') throw new Error('expected a new key');
    first.settle(answer);
    expect(claimKey(store, 'k', 'print', t0 + KEY_TTL_MS - 1).kind).toBe('replay');
    expect(claimKey(store, 'k', 'print', t0 + KEY_TTL_MS).kind).toBe('new');
  });

  it('keeps at most MAX_KEYS per session, forgetting the oldest first', () => {
    const store = new Map<string, IdempotencyRecord>();
    for (let i = 0; i <= MAX_KEYS; i++) {
      const claim = claimKey(store, `k${i}`, 'print', i);
      if (claim.kind === 'new') claim.settle(answer);
    }
    expect(store.size).toBe(MAX_KEYS);
    expect(store.has('k0')).toBe(false);
    expect(store.has(`k${MAX_KEYS}`)).toBe(true);
  });
});
