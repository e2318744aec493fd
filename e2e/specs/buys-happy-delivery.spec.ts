// A merchant buys a 开心送 package: in the host app it chooses on /selectHappySend and pays by card
// swipe; in the mini program it chooses inline on xyf/HappyDelivery and, since no card can be swiped
// there, pays by QR code; either way what was bought shows on the activity page afterwards, and the
// mini program leaves the web view through its own navigation.
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

test('buys a 开心送 package in the mini program by QR code and leaves through the mini program', async ({
  page,
  session,
}) => {
  await page.goto(
    deepLink('/zEraAGeneraMiniProgramWeb/xyf/HappyDelivery/HS2026', { host: 'miniprogram', session }),
  );
  await page.getByRole('radio', { name: /基础包/ }).check();
  await expect(page.getByText('当前环境无法刷卡，将生成二维码扫码支付')).toBeVisible();
  await page.getByRole('button', { name: '去支付 ¥99.00' }).click();
  await expect(page).toHaveURL(
    /\/h5\/zEraAGeneraMiniProgramWeb\/HappyDelivery\/swipeCardPayingPage\?payOrderNo=CO\d+/,
  );
  await expect(page.getByText('当前环境无法刷卡，请让付款方扫描下方二维码完成支付')).toBeVisible();
  await expect(page.getByRole('img', { name: '扫码支付二维码，金额 ¥99.00' })).toBeVisible();

  await sim.control('collect/settle', { outcome: 'paid' }, session);
  await expect(page).toHaveURL(
    /\/h5\/zEraAGeneraMiniProgramWeb\/HappyDelivery\/result\/success\?payOrderNo=CO\d+/,
  );
  await expect(page.getByRole('heading', { name: '购买成功' })).toBeVisible();
  await page.getByRole('button', { name: '查看开心送' }).click();
  await expect(page).toHaveURL(/\/h5\/zEraAGeneraMiniProgramWeb\/xyf\/HappyDelivery/);
  await expect(page.getByRole('list', { name: '已购套餐' })).toContainText('开心送 · 基础包');

  await page.goBack();
  // 返回小程序 goes through WeChat's JS-SDK to the client's bridge, as in a real mini program.
  await page.getByRole('button', { name: '返回小程序' }).click();
  await expect
    .poll(() => sim.miniProgramCalls(session))
    .toEqual([{ name: 'navigateBack', arg: { delta: 1 } }]);
});
