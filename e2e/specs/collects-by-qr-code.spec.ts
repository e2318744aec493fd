// A merchant collects money by QR code: types the amount (a wrong one is explained beside the
// field), shows the code the server made (SVG, sharp at any DPR) with the amount, and the page
// follows the order until the payer pays (QA: POST /__sim/collect/settle), then shows the result.
import { collections } from '../support/collect';
import { deepLink, expect, sim, test } from '../support/sim';

for (const host of ['android', 'officialaccount'] as const) {
  test(`collects by QR code in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/others/qrcode', { host, session }));
    const amount = page.getByLabel('金额（元）');
    await amount.fill('50000.01');
    await page.getByRole('button', { name: '生成收款码' }).click();
    await expect(page.getByText('单笔收款金额不能超过 ¥50,000.00')).toBeVisible();
    await expect(amount).toHaveValue('50000.01');

    await amount.fill('1234.5');
    await page.getByRole('button', { name: '生成收款码' }).dblclick();
    const code = page.getByRole('img', { name: '收款码二维码，金额 ¥1,234.50' });
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(code).toHaveAttribute('data-qr-text', /^https:\/\/pay\.sim\.localhost\/collect\/CO\d+$/);
    await expect(page.locator('.mh-collect-amount')).toHaveText('¥1,234.50');
    await expect(page.getByText('等待付款…')).toBeVisible();
    const open = (await collections(session)).filter((c) => c.status === '02');
    expect(open).toMatchObject([{ payWay: 'qrcode', amount: 1234.5 }]);

    // A reload shows the same order's code, not a new order.
    await page.reload();
    await expect(code).toBeVisible();
    expect(
      (await collections(session)).filter((c) => c.payWay === 'qrcode' && c.status === '02'),
    ).toHaveLength(1);

    await sim.control('collect/settle', { outcome: 'paid' }, session);
    await expect(page).toHaveURL(/\/h5\/others\/result\/success\?payOrderNo=CO\d+/);
    await expect(page.getByRole('heading', { name: '收款成功' })).toBeVisible();
    await expect(page.locator('.mh-collect-amount')).toHaveText('¥1,234.50');
    expect((await collections(session))[0]).toMatchObject({ amount: 1234.5, status: '00' });

    await page.getByRole('button', { name: '继续收款' }).click();
    await expect(page.getByRole('link', { name: /支付成功/ })).toBeVisible();
  });
}

test('a deposit code whose payment fails shows why and starts over', async ({ page, session }) => {
  await page.goto(deepLink('/depositQRCode', { host: 'ios', session }));
  await page.getByLabel('金额（元）').fill('300');
  await page.getByRole('button', { name: '生成收款码' }).click();
  await expect(page.getByRole('img', { name: '押金收款码二维码，金额 ¥300.00' })).toBeVisible();
  await sim.control('collect/settle', { outcome: 'failed', reason: '付款方余额不足' }, session);
  await expect(page).toHaveURL(/\/h5\/others\/result\/failure\?payOrderNo=CO\d+/);
  await expect(page.getByRole('heading', { name: '押金收取失败' })).toBeVisible();
  await expect(page.getByText('付款方余额不足')).toBeVisible();
  await page.getByRole('button', { name: '重新收款' }).click();
  await expect(page).toHaveURL(/\/h5\/depositQRCode$/);
});
