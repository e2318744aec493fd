// A merchant certifies with WeChat (the channel views with ?channel=wechat): opens it, chooses the
// settlement-account method, checks the account page, adds a settlement card (bank searched, branch
// picked from the branch list), submits with the account, and follows the status: the channel's audit
// (POST /__sim/certification/channel/advance) refuses the shop photo → that photo alone is re-uploaded
// with the same method → passed. In the iOS app and the official account (no bridge: file input).
import { uploadPhoto } from '../support/certification';
import { deepLink, expect, sim, test } from '../support/sim';

for (const host of ['ios', 'officialaccount'] as const) {
  test(`certifies with WeChat by the settlement account (${host})`, async ({ page, session }) => {
    test.setTimeout(120_000);
    const viaHost = host === 'ios';
    await page.goto(deepLink('/AlipayCertificate/dredge?channel=wechat', { host, session }));
    await expect(page.getByRole('heading', { name: '什么是微信商家认证' })).toBeVisible();
    await page.getByRole('button', { name: '立即开通微信商家认证' }).click();

    // The choice of method.
    await expect(page).toHaveURL(/\/AlipayCertificate\/atAuthMethod\?channel=wechat/);
    await page.getByRole('link', { name: /结算账户验证/ }).click();
    await expect(page).toHaveURL(/\/Alipay\/certificate\/account\?channel=wechat/);

    // The account page: the settlement card masked, then another card added.
    await page.goto(deepLink('/AlipayCertificate/accountPage?channel=wechat', { host, session }));
    await expect(page.getByTestId('settlement-card-no')).toHaveText(/^\d{4}( [\d*]{1,4})+$/);
    await page.getByRole('link', { name: '更换结算卡' }).click();
    await expect(page).toHaveURL(/\/AlipayCertificate\/addCard\/.+\?channel=wechat/);
    const card = page.getByRole('textbox', { name: '银行卡号' });
    await card.fill('6214830212345671');
    await card.blur();
    await page.getByRole('searchbox', { name: '开户银行' }).fill('招商');
    await page
      .getByRole('list', { name: '开户银行搜索结果' })
      .getByRole('button', { name: '招商银行' })
      .click();
    await page.getByLabel('开户省份').selectOption({ label: '上海市' });
    await page.getByLabel('开户城市').selectOption({ label: '上海市' });
    // The branch comes from the branch list screen.
    await page.getByRole('link', { name: '选择开户支行' }).click();
    await expect(page).toHaveURL(/\/AlipayCertificate\/branchList\/\d+\/\d+/);
    await page.getByRole('searchbox', { name: '搜索开户支行' }).fill('黄浦');
    await page
      .getByRole('button', { name: /黄浦区支行/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/AlipayCertificate\/addCard/);
    await page.getByRole('button', { name: '确认添加' }).click();

    // Back to the method with the new card, submitted once.
    await page.goto(deepLink('/Alipay/certificate/account?channel=wechat', { host, session }));
    await page.getByRole('button', { name: '提交微信商家认证' }).dblclick();
    await expect(page).toHaveURL(/\/AlipayCertificate\/status\?channel=wechat/);
    await expect(page.getByRole('status').filter({ hasText: '审核中' })).toBeVisible();
    await expect(page.getByText('验证方式：结算账户验证')).toBeVisible();

    // The channel refuses the shop photo: that photo alone, with the same method.
    await sim.control('certification/channel/advance', { channel: 'wechat', outcome: 'rejected' }, session);
    await expect(page.getByRole('status').filter({ hasText: '审核驳回' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: '重新上传照片' }).click();
    await expect(page).toHaveURL(/\/AlipayCertificate\/reUploadPic\/account\?channel=wechat/);
    await expect(page.locator('.mh-cert-photo')).toHaveCount(1);
    await uploadPhoto(page, 'shopPic', viaHost);
    await page.getByRole('button', { name: '重新提交' }).click();
    await expect(page).toHaveURL(/\/AlipayCertificate\/status\?channel=wechat/);
    await expect(page.getByRole('status').filter({ hasText: '审核中' })).toBeVisible();

    await sim.control('certification/channel/advance', { channel: 'wechat', outcome: 'passed' }, session);
    await expect(page.getByRole('status').filter({ hasText: '已认证' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('微信商家认证已通过，顾客扫码付款不再受限。')).toBeVisible();
  });
}
