// Property: whatever the host sends, the bridge never throws, never leaves an unhandled
// rejection and never settles a call with another call's answer.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBridge } from './create-bridge';
import { isNativeError } from './errors/index';
import { fakeWindow, flush, recordingLogger, track } from './__fixtures__/fake-window';

const CALLS = 8;
const MESSAGES_PER_RUN = 100;
const RUNS = 20; // 2,000 messages in all
const MAX_LENGTH = 2_000;

type Msg =
  | { kind: 'reply'; call: number; asString: boolean; idAsString: boolean; data: unknown }
  | { kind: 'error'; call: number; code: string; msg: string }
  | { kind: 'huge'; call: number }
  | { kind: 'unknownId'; id: number | string; data: unknown }
  | { kind: 'native'; name: string; responseId: number; data: unknown }
  | { kind: 'raw'; value: unknown };

const nasty = fc.constantFrom(
  '\u2028',
  '\u2029',
  '%',
  '%E0%A4%A',
  '"',
  "'",
  '\\',
  '{',
  '}',
  '</script>',
  '\u0000',
);
const nastyString = fc
  .array(fc.oneof(nasty, fc.string({ maxLength: 5 })), { maxLength: 8 })
  .map((a) => a.join(''));
const jsonData = fc.oneof(fc.jsonValue({ maxDepth: 3 }), nastyString, fc.record({ content: nastyString }));

// Pending ids are positive (they start at 1 + a random offset), so unknown ids are ≤ 0 or non-numeric.
const message: fc.Arbitrary<Msg> = fc.oneof(
  fc.record({
    kind: fc.constant('reply' as const),
    call: fc.nat(CALLS - 1),
    asString: fc.boolean(),
    idAsString: fc.boolean(),
    data: jsonData,
  }),
  fc.record({
    kind: fc.constant('error' as const),
    call: fc.nat(CALLS - 1),
    code: fc.stringMatching(/^[A-Z0-9]{1,6}$/),
    msg: nastyString,
  }),
  fc.record({ kind: fc.constant('huge' as const), call: fc.nat(CALLS - 1) }),
  fc.record({
    kind: fc.constant('unknownId' as const),
    id: fc.oneof(
      fc.integer({ min: -1_000_000, max: 0 }),
      fc.string({ maxLength: 10 }).map((s) => `x${s}`),
    ),
    data: jsonData,
  }),
  fc.record({
    kind: fc.constant('native' as const),
    name: fc.constantFrom('ok', 'async', 'throws', 'missing', '__proto__', 'constructor'),
    responseId: fc.nat(),
    data: jsonData,
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    value: fc.oneof(fc.anything(), nastyString, fc.string(), fc.constant('{"callbackId":')),
  }),
);

const canonical = (v: unknown) => JSON.stringify(v);

describe('bridge fuzz', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);
  beforeAll(() => void process.on('unhandledRejection', onUnhandled));
  afterAll(() => void process.off('unhandledRejection', onUnhandled));

  it(`survives ${RUNS * MESSAGES_PER_RUN} fuzzed native messages`, async () => {
    const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
    console.log(`bridge fuzz seed: ${seed} (rerun with FC_SEED=${seed})`);
    await fc.assert(
      fc.asyncProperty(
        fc.array(message, { minLength: MESSAGES_PER_RUN, maxLength: MESSAGES_PER_RUN }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        async (msgs, offset) => {
          const host = fakeWindow('android');
          const { logger, lines } = recordingLogger();
          const bridge = createBridge(host.win, {
            logger,
            random: () => offset,
            maxMessageLength: MAX_LENGTH,
          });
          bridge.register('ok', (d) => ({ echo: d }));
          bridge.register('async', async () => 'later');
          bridge.register('throws', () => {
            throw new Error('坏了');
          });
          const calls = Array.from({ length: CALLS }, (_, i) => track(bridge.callUnchecked(`fn${i}`)));
          const ids = host.sent.map((m) => m.callbackId as number);
          host.sent.length = 0;
          const expected: Array<{ data: unknown } | { code: string } | undefined> = Array.from(
            { length: CALLS },
            () => undefined,
          );
          const responseIds: number[] = [];

          for (const m of msgs) {
            let wire: unknown;
            switch (m.kind) {
              case 'reply': {
                const id = ids[m.call] as number;
                const obj = { callbackId: m.idAsString ? String(id) : id, data: m.data };
                wire = m.asString ? JSON.stringify(obj) : obj;
                expected[m.call] ??= { data: m.data };
                break;
              }
              case 'error':
                wire = { callbackId: ids[m.call], errorCode: m.code, errorMsg: m.msg };
                expected[m.call] ??= { code: m.code };
                break;
              case 'huge':
                wire = JSON.stringify({ callbackId: ids[m.call], data: 'x'.repeat(MAX_LENGTH) });
                break;
              case 'unknownId':
                wire = JSON.stringify({ callbackId: m.id, data: m.data });
                break;
              case 'native':
                wire = { functionName: m.name, responseId: m.responseId, data: m.data };
                responseIds.push(m.responseId);
                break;
              case 'raw':
                wire = m.value;
                break;
            }
            expect(() => host.receive(wire)).not.toThrow();
          }
          await flush();

          calls.forEach((state, i) => {
            const want = expected[i];
            if (want === undefined) expect(state.status).toBe('pending');
            else if ('code' in want)
              expect(isNativeError(state.error) && state.error.errorCode).toBe(want.code);
            else expect(canonical(state.value)).toBe(canonical(want.data));
          });
          // Every reply that did not settle a call (duplicate, late or unknown id) was warned about.
          const addressed = msgs.filter(
            (m) => m.kind === 'reply' || m.kind === 'error' || m.kind === 'unknownId',
          ).length;
          const settled = expected.filter((e) => e !== undefined).length;
          expect(lines.warn.filter((l) => l.includes('未知或已完成的 callbackId')).length).toBe(
            addressed - settled,
          );
          const answered = host.sent.map((m) => m.responseId as number);
          expect(answered.sort()).toEqual([...responseIds].sort());
          bridge.dispose();
          await flush();
        },
      ),
      { seed, numRuns: RUNS },
    );
    await flush();
    expect(unhandled).toEqual([]);
  });
});
