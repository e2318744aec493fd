// A hostile or buggy host cannot break the page: under each host, 2,000 seeded fuzzed native
// messages (bad JSON, unknown and near-miss ids, duplicate replies, ~1 MB payloads, quotes, '%',
// U+2028/U+2029, deep nesting, hostile getters, unregistered functions) go into
// window.merchantBridgeReceive while the page makes real bridge calls (held, then answered by the
// shim) and the simulator pushes native-initiated calls. Nothing escapes, no real reply lands on
// the wrong call, and the page still loads more rows and opens a detail afterwards.
import type { Page } from '@playwright/test';
import { rejections, watchPage } from '../support/fault-cell';
import { fuzzMessages } from '../support/fuzz-messages';
import { fuzzChunk, fuzzState, holdCalls, installFuzzHarness, releaseHeld } from '../support/fuzz-page';
import { deepLink, expect, navigateTo, sim, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['android', 'ios', 'pos', 'loan', 'miniprogram'];
const MESSAGES = 2000;
const CHUNK = 20;
const SCREENS = [
  '/withdrawal/WithdrawalRecord',
  '/gradeRate',
  '/myOrder/index',
  '/monthBill/monthBillHome',
  '/transaction/record',
];
const NO_HANDLER = 'web未找到调用方法';
const DETAIL = '[data-screen="/transaction/detail/{uuid}/{tranDt}/{type?}"] .mh-detail-fields dd';

interface NativeAnswer {
  responseId: string;
  data: unknown;
}

const nativeCall = (session: string, functionName: string) =>
  sim.control<NativeAnswer>(
    'native-call',
    { functionName, data: { from: 'fuzz' }, timeoutMs: 5000 },
    session,
  );

/** The list loads its next page when scrolled to the end, and a row opens its detail. */
async function expectPageStillWorks(page: Page): Promise<void> {
  await page.evaluate(navigateTo, '/transaction/record');
  const rows = page.locator('[data-screen="/transaction/record"] [role="listitem"]');
  await expect(rows.first()).toBeVisible();
  const loaded = async () => Number(await rows.first().getAttribute('aria-setsize'));
  const before = await loaded();
  await expect
    .poll(
      async () => {
        await page.locator('[data-list-scroller]').evaluate((el) => el.scrollBy(0, el.scrollHeight));
        return loaded();
      },
      { message: 'the list still loads more rows' },
    )
    .toBeGreaterThan(before);
  await page.locator('[data-list-scroller]').evaluate((el) => el.scrollTo(0, 0));
  await rows.locator('a').first().click();
  await expect(page.locator(DETAIL).first(), 'a row still opens its detail').toBeVisible();
}

for (const host of HOSTS) {
  test(`${MESSAGES} fuzzed native messages under the ${host} host break nothing`, async ({
    page,
    session,
  }, testInfo) => {
    test.setTimeout(120_000);
    const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
    console.log(`bridge fuzz (${host}) seed ${seed}: rerun with FUZZ_SEED=${seed}`);
    testInfo.annotations.push({ type: 'seed', description: String(seed) });
    const watch = await watchPage(page);
    await page.goto(deepLink('/transaction/record', { host, session }));
    await expect(page.locator('[role="listitem"]').first()).toBeVisible();

    const hasReceiver = await page.evaluate(installFuzzHarness);
    // The mini program has no native channel at all: its messages can only arrive as window messages.
    expect(hasReceiver, 'a native receiver exactly in the app hosts').toBe(host !== 'miniprogram');
    await page.evaluate(holdCalls, true);
    const messages = fuzzMessages(seed, MESSAGES);
    const answers: Array<Promise<NativeAnswer>> = [];
    for (let i = 0; i * CHUNK < MESSAGES; i++) {
      await page.evaluate(fuzzChunk, messages.slice(i * CHUNK, (i + 1) * CHUNK));
      // Real calls (setTitle on each screen) go out while the fuzz runs, and are answered later.
      if (i % 10 === 3) await page.evaluate(navigateTo, SCREENS[Math.floor(i / 10) % SCREENS.length] ?? '/');
      if (i % 10 === 8) await page.evaluate(releaseHeld);
      if (hasReceiver && i % 25 === 5) answers.push(nativeCall(session, `fz_native_${i}`));
    }
    await page.evaluate(holdCalls, false);
    await page.evaluate(releaseHeld);

    const state = await page.evaluate(fuzzState);
    expect(state.sent).toBe(MESSAGES);
    expect(state.thrown, 'the receiver never throws').toEqual([]);
    expect(state.polluted, 'Object.prototype untouched').toBe(false);
    if (hasReceiver) {
      expect(state.calls.length, 'the page made real bridge calls during the fuzz').toBeGreaterThanOrEqual(5);
      await expect
        .poll(
          async () => {
            const s = await page.evaluate(fuzzState);
            return s.calls.filter((c) => s.delivered[c.id] !== 1).map((c) => `${c.functionName}#${c.id}`);
          },
          { message: 'every real call got its one real reply' },
        )
        .toEqual([]);
      const after = await page.evaluate(fuzzState);
      expect(after.misroutes, 'no real reply found its call already settled by a fuzz message').toEqual([]);
      const settled = await Promise.all(answers);
      expect(new Set(settled.map((a) => a.responseId)).size).toBe(answers.length);
      for (const a of settled) expect(a.data).toEqual({ error: NO_HANDLER });
      console.log(
        `bridge fuzz (${host}): ${state.sent} messages; ${after.calls.length} real calls held, answered once, ` +
          `none misrouted; ${settled.length} native-initiated calls answered`,
      );
    }
    expect(
      [...watch.problems, ...(await rejections(page))],
      'no uncaught error, no unhandled rejection',
    ).toEqual([]);

    await expectPageStillWorks(page);
    if (hasReceiver) expect((await nativeCall(session, 'fz_after_fuzz')).data).toEqual({ error: NO_HANDLER });
    expect([...watch.problems, ...(await rejections(page))]).toEqual([]);
  });
}
