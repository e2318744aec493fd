// Where the host has no wallet and is no mini program (the official account), the merchant pays the
// service fee by QR code (the mini program hands the order to its own pay page instead:
// pays-the-service-fee.spec.ts): the order's code (SVG, sharp at any DPR) and amount, and the page follows the order
// until the payment side marks it paid (QA: POST /__sim/wallet/settle), then shows the result.
import { deepLink, expect, sim, test } from '../support/sim';

for (const host of ['officialaccount'] as const) {
  test(`pays the service fee by QR code in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/help/SwitchPayDeviceApply', { host, session }));
    await expect(page.locator('.mh-fee-amount')).toHaveText('¥99.00');
    await expect(page.getByRole('radio')).toHaveCount(0);
    await page.getByRole('button', { name: '扫码支付' }).click();

    await expect(page).toHaveURL(/\/h5\/help\/pay\/QrCodePayPage/);
    const code = page.getByRole('img', { name: /服务费支付二维码，金额 ¥99\.00/ });
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(code).toHaveAttribute('data-qr-text', /^https:\/\/pay\.sim\.localhost\/servicefee\/SF\d+$/);
    await expect(page.locator('.mh-fee-amount')).toHaveText('¥99.00');
    await expect(page.getByText('等待支付…')).toBeVisible();

    const settled = await sim.control<{ charged: boolean }>('wallet/settle', {}, session);
    expect(settled.charged).toBe(true);
    await expect(page).toHaveURL(/\/h5\/help\/Result\?orderNo=SF\d+/);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await page.getByRole('button', { name: '完成' }).click();
    await expect(page.getByText('服务费已缴纳')).toBeVisible();
    // Paid once: settling again charges nothing.
    expect((await sim.control<{ charged: boolean }>('wallet/settle', {}, session)).charged).toBe(false);
  });
}
