// In the official account (WeChat's browser), a good's page is WeChat's to share and to enlarge:
// the app has the server sign wx.config for the page's address, WeChat's server (the simulator)
// checks that signature, and only then does the share card reach WeChat's menu and a tap on the
// picture open WeChat's own viewer. When the signature cannot be had, the tap says so and the next
// tap tries again. In a host app the picture is only a picture: nothing is asked of WeChat.
import { deepLink, expect, sim, test } from '../support/sim';

const GOOD = '/integralManage/CommodityDetails/C001';

test('the official account signs wx.config, sets the share card and opens the picture in WeChat', async ({
  page,
  session,
}) => {
  await page.goto(deepLink(GOOD, { host: 'officialaccount', session }));
  await expect(page.getByRole('heading', { name: '品牌保温杯', level: 1 })).toBeVisible();

  // The card WeChat's menu now shares: whole addresses, nothing private.
  await expect
    .poll(async () => (await sim.wechatCalls(session)).map((call) => call.name))
    .toEqual(
      expect.arrayContaining(['preVerifyJSAPI', 'updateAppMessageShareData', 'updateTimelineShareData']),
    );
  const calls = await sim.wechatCalls(session);
  expect(calls.find((call) => call.name === 'preVerifyJSAPI')?.args.verifyJsApiList).toEqual([
    'updateAppMessageShareData',
    'updateTimelineShareData',
    'imagePreview',
  ]);
  expect(calls.find((call) => call.name === 'updateAppMessageShareData')?.args).toMatchObject({
    title: '品牌保温杯',
    desc: '1,200 积分兑换',
    link: expect.stringMatching(/^http:\/\/[^/]+\/h5\/integralManage\/CommodityDetails\/C001$/),
    imgUrl: expect.stringMatching(/^http:\/\/[^/]+\/h5\/static\/commodity\/C001\.png$/),
  });

  await page.getByRole('button', { name: '查看大图 品牌保温杯' }).click();
  const viewer = page.locator('[data-sim="wechat-image-preview"]');
  await expect(viewer.locator('img')).toHaveAttribute('src', /\/h5\/static\/commodity\/C001\.png$/);
  await viewer.click();
  await expect(viewer).toHaveCount(0);
  expect((await sim.wechatCalls(session)).filter((call) => call.name === 'preVerifyJSAPI')).toHaveLength(1);
});

test('a tap without a signature says so, and the next tap signs again', async ({ page, session }) => {
  await sim.fault(session, { endpoint: 'wechatTicket', kind: 'status', status: 502, times: 2 });
  await page.goto(deepLink(GOOD, { host: 'officialaccount', session }));
  await expect(page.getByRole('heading', { name: '品牌保温杯', level: 1 })).toBeVisible();
  // The share card asked first and found no signature; only then the tap asks again (a tap while
  // that ask was in flight would share its failure and leave the second fault for the next tap).
  const faultHits = async () =>
    (await sim.control('GET /faults', { session })).faults.reduce((n, f) => n + f.hits, 0);
  await expect.poll(faultHits).toBe(1);
  await page.getByRole('button', { name: '查看大图 品牌保温杯' }).click();
  await expect(page.getByRole('status').filter({ hasText: '暂时无法查看大图' })).toBeVisible();
  await expect(page.locator('[data-sim="wechat-image-preview"]')).toHaveCount(0);

  await page.getByRole('button', { name: '查看大图 品牌保温杯' }).click();
  await expect(page.locator('[data-sim="wechat-image-preview"] img')).toBeVisible();
});

test('in the Android app the picture is only a picture, and nothing is asked of WeChat', async ({
  page,
  session,
}) => {
  await page.goto(deepLink(GOOD, { host: 'android', session }));
  await expect(page.getByRole('img', { name: '品牌保温杯' })).toBeVisible();
  await expect(page.getByRole('button', { name: /查看大图/ })).toHaveCount(0);
  expect(await sim.wechatCalls(session)).toEqual([]);
});
