// A merchant buys a 开心送 package: in the host app it chooses on /selectHappySend and pays by card
// swipe; in the mini program it chooses inline on xyf/HappyDelivery and, since its web-view cannot
// pay, pays on the mini program's own pay page (the simulator plays it); either way what was bought
// shows on the activity page afterwards, and the mini program leaves the web view through its own
// navigation. The result screens follow the order on the server, not the address.
import { cardReader, collections } from '../support/collect';
import { deepLink, expect, sim, test } from '../support/sim';

test('buys a 开心送 package by card swipe in the android host', async ({ page, session }) => {
  await cardReader(session, '0000');
  await page.goto(deepLink('/happyDelivery', { host: 'android', session }));
  await expect(page.getByText('尚未购买套餐', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: '选购套餐' }).click();
  await page.getByRole('radio', { name: /畅享包/ }).check();
  await page.getByRole('button', { name: '去支付 ¥199.00' }).dblclick();
  await expect(page).toHaveURL(/\/h5\/others\/swipeCardPayingPage\?payOrderNo=CO\d+/);
  await expect(page.locator('.mh-collect-amount')).toHaveText('¥199.00');
  await page.getByRole('button', { name: '开始刷卡' }).click();
  await expect(page.getByRole('heading', { name: '购买成功' })).toBeVisible();
  await page.getByRole('button', { name: '查看开心送' }).click();
  await expect(page.getByRole('list', { name: '已购套餐' })).toContainText('开心送 · 畅享包');
  const bought = (await collections(session)).filter((c) => c.purpose === 'happySend');
  expect(bought).toMatchObject([{ amount: 199, status: '00', payWay: 'swipe' }]);
});

test('buys a 开心送 package in the mini program on its pay page and leaves through the mini program', async ({
  page,
  session,
}) => {
  await page.goto(
    deepLink('/zEraAGeneraMiniProgramWeb/xyf/HappyDelivery/HS2026', { host: 'miniprogram', session }),
  );
  await page.getByRole('radio', { name: /基础包/ }).check();
  await expect(page.getByText('支付方式：小程序支付')).toBeVisible();
  // A double tap opens one order and hands it to the mini program's pay page once.
  await page.getByRole('button', { name: '去支付 ¥99.00' }).dblclick();
  await expect(page).toHaveURL(/\/__sim\/miniprogram\/pay\?session=[^&]+&orderNo=CO\d+$/);
  await expect(page.getByText('¥99.00')).toBeVisible();
  const orders = (await collections(session)).filter((c) => c.purpose === 'happySend');
  expect(orders).toMatchObject([{ amount: 99, status: '02' }]);
  const payOrderNo = orders[0]?.payOrderNo;
  expect(await sim.miniProgramCalls(session)).toEqual([
    { name: 'navigateTo', arg: { url: `/pages/pay/index?orderNo=${payOrderNo}` } },
  ]);

  await page.getByRole('button', { name: '支付', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/h5/zEraAGeneraMiniProgramWeb/HappyDelivery/result/success\\?payOrderNo=${payOrderNo}`),
  );
  await expect(page.getByRole('heading', { name: '购买成功' })).toBeVisible();
  expect((await collections(session)).find((c) => c.payOrderNo === payOrderNo)).toMatchObject({
    status: '00',
  });
  await page.getByRole('button', { name: '查看开心送' }).click();
  await expect(page).toHaveURL(/\/h5\/zEraAGeneraMiniProgramWeb\/xyf\/HappyDelivery/);
  await expect(page.getByRole('list', { name: '已购套餐' })).toContainText('开心送 · 基础包');

  await page.goBack();
  // 返回小程序 goes through WeChat's JS-SDK to the client's bridge, as in a real mini program.
  await page.getByRole('button', { name: '返回小程序' }).click();
  await expect
    .poll(async () => (await sim.miniProgramCalls(session)).map((c) => c.name))
    .toEqual(['navigateTo', 'navigateBack']);
});

test('a 开心送 payment cancelled in the mini program leaves the order unpaid, as the result says', async ({
  page,
  session,
}) => {
  await sim.control('miniprogram/pay', { outcome: 'cancelled' }, session, 'PUT');
  await page.goto(
    deepLink('/zEraAGeneraMiniProgramWeb/xyf/HappyDelivery/HS2026', { host: 'miniprogram', session }),
  );
  await page.getByRole('radio', { name: /基础包/ }).check();
  await page.getByRole('button', { name: '去支付 ¥99.00' }).click();
  // The mini program comes back at once (QA's choice); the result asks the server, which has no payment.
  await expect(page).toHaveURL(
    /\/h5\/zEraAGeneraMiniProgramWeb\/HappyDelivery\/result\/processing\?payOrderNo=CO\d+/,
  );
  await expect(page.getByRole('heading', { name: '等待付款结果' })).toBeVisible();
  expect((await collections(session)).filter((c) => c.purpose === 'happySend')).toMatchObject([
    { amount: 99, status: '02' },
  ]);
  expect((await sim.miniProgramCalls(session)).map((c) => c.name)).toEqual(['navigateTo']);
});
