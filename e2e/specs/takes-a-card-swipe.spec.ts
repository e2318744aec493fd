// A merchant takes a card swipe for an amount: the host's card reader answers (QA picks the answer
// per session: PUT /__sim/collect/swipe) and each answer is shown as it is — 0000 paid, a decline
// failed with its reason, a read error or a cancel to swipe the same order again. Where no card can
// be swiped (the official account), the page says what to do instead and opens no order.
import { cardReader, collections } from '../support/collect';
import { deepLink, expect, sim, test } from '../support/sim';

const PAGE = '/others/swipeCardPayingPage';
const swipeCalls = async (session: string) =>
  (await sim.bridge(session)).filter((e) => e.functionName === 'swipeCardPay' && e.kind === 'call');

for (const host of ['android', 'ios'] as const) {
  test(`takes a card swipe in the ${host} host`, async ({ page, session }) => {
    await cardReader(session, '2001');
    await page.goto(deepLink(PAGE, { host, session }));
    await page.getByLabel('金额（元）').fill('88');
    await page.getByRole('button', { name: '刷卡收款' }).dblclick();
    await expect(page.getByRole('alert')).toHaveText('读卡失败，请重新插卡或刷卡');
    await expect(page.locator('.mh-collect-amount')).toHaveText('¥88.00');

    await cardReader(session, '0000');
    await page.getByRole('button', { name: '重新刷卡' }).click();
    await expect(page).toHaveURL(/\/h5\/others\/result\/success\?payOrderNo=CO\d+/);
    await expect(page.getByRole('heading', { name: '收款成功' })).toBeVisible();
    await expect(page.locator('.mh-collect-amount')).toHaveText('¥88.00');
    // One order for the tap, swiped twice, paid once.
    const swipes = (await collections(session)).filter((c) => c.payWay === 'swipe');
    expect(swipes).toMatchObject([{ amount: 88, status: '00' }]);
    expect(await swipeCalls(session)).toHaveLength(2);
  });
}

test('a declined card in the android host shows the failure and its reason', async ({ page, session }) => {
  await cardReader(session, '1002');
  await page.goto(deepLink(PAGE, { host: 'android', session }));
  await page.getByLabel('金额（元）').fill('20.5');
  await page.getByRole('button', { name: '刷卡收款' }).click();
  await expect(page).toHaveURL(/\/h5\/others\/result\/failure\?payOrderNo=CO\d+/);
  await expect(page.getByRole('heading', { name: '收款失败' })).toBeVisible();
  await expect(page.getByText('卡内余额不足，请让顾客换卡支付')).toBeVisible();
  expect((await collections(session))[0]).toMatchObject({ payWay: 'swipe', amount: 20.5, status: '03' });
  await page.getByRole('button', { name: '重新收款' }).click();
  await expect(page.getByRole('button', { name: '刷卡收款' })).toBeVisible();
});

test('the official account cannot swipe a card and says what to do instead', async ({ page, session }) => {
  await page.goto(deepLink(PAGE, { host: 'officialaccount', session }));
  await expect(page.getByRole('alert')).toHaveText(
    '当前环境无法刷卡：请在商户 App 中刷卡收款，或改用扫码收款',
  );
  await page.getByRole('link', { name: '改用扫码收款' }).click();
  await expect(page.getByRole('button', { name: '生成收款码' })).toBeVisible();
  expect((await collections(session)).filter((c) => c.status === '02')).toEqual([]);
});

test('an app without the card reader call says so and charges nothing', async ({ page, session }) => {
  await sim.control('host', { host: 'android', withoutCalls: ['swipeCardPay'] }, session, 'PUT');
  await page.goto(deepLink(PAGE, { host: 'android', session }));
  await page.getByLabel('金额（元）').fill('30');
  await page.getByRole('button', { name: '刷卡收款' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '当前 App 版本不支持刷卡，请升级 App 后重试，或改用扫码收款',
  );
  expect((await collections(session)).filter((c) => c.payWay === 'swipe' && c.status === '00')).toEqual([]);
});
