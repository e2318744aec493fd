// A certified merchant passes the compliance inspection: the regulator's notice and what is hidden
// meanwhile, the information on file (masked) reused into the supplement, a missing photo named
// beside its slot with nothing lost, one submission for a double tap, then the back office's pass
// (/__sim/onboarding/advance) — in the Android app and in the official account.
import { addPhoto, applied } from '../support/onboarding';
import { deepLink, expect, sim, test } from '../support/sim';

for (const host of ['android', 'officialaccount'] as const) {
  test(`passes the compliance inspection (${host})`, async ({ page, session }) => {
    await page.goto(
      deepLink('/complianceInspection/complianceInspection', { host, session, scenario: 'certified' }),
    );
    await expect(page.getByText(/根据人民银行关于收单业务合规的监管要求/)).toBeVisible();
    await expect(page.getByText('暂不可用：提现、快捷收款')).toBeVisible();

    await page.getByRole('link', { name: '使用已有信息填写' }).click();
    await expect(page).toHaveURL(/\/complianceInspection\/merchantReuseInfo$/);
    const idNo = page.locator('.mh-detail-field', { hasText: '身份证号' }).locator('dd');
    await expect(idNo).toHaveText(/^\d{3}\*+\d{3}[\dX]$/);
    const name = await page.locator('.mh-detail-field', { hasText: '经营名称' }).locator('dd').innerText();
    await page.getByRole('button', { name: '使用已有信息' }).click();

    await expect(page).toHaveURL(/\/complianceInspection\/complianceInspection$/);
    await expect(page.getByLabel('经营名称')).toHaveValue(name);
    await expect(page.getByText(/沿用已认证的法人：.*（\d{3}\*+\d{3}[\dX]）/)).toBeVisible();
    await page.getByLabel('经营名称').fill(`${name}（总店）`);
    const submit = page.getByRole('button', { name: '提交补充信息' });
    await submit.click();
    await expect(page.locator('.mh-photo', { hasText: '门头照' }).locator('.mh-field-error')).toHaveText(
      '请上传门头照',
    );
    await expect(page.getByLabel('经营名称')).toHaveValue(`${name}（总店）`);

    await addPhoto(page, '门头照', host === 'android');
    await addPhoto(page, '店内照', host === 'android');
    await submit.dblclick();
    await expect(page.locator('.mh-detail-field', { hasText: '补充信息' }).locator('dd')).toHaveText(
      '审核中',
    );
    await expect(page.locator('.mh-detail-field', { hasText: '经营名称' }).locator('dd')).toHaveText(
      `${name}（总店）`,
    );
    expect(await applied(session, 'userAuthInfoSupplementSubmit')).toBe(1);

    await sim.control('onboarding/advance', { form: 'authSupplement' }, session);
    await page.reload();
    await expect(page.locator('.mh-detail-field', { hasText: '补充信息' }).locator('dd')).toHaveText(
      '审核通过',
    );
    await expect(page.getByRole('link', { name: '查看并签署微信小程序服务协议' })).toBeVisible();
  });
}
