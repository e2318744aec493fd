// A merchant opens the Alipay merchant certification: what it is and who may open it, the
// authentication method, the legal person the server already has (kept as it is in the Android app;
// in the iOS app typed instead, a wrong ID number refused beside its field, what was typed kept), then
// the status in review until the channel's audit (POST /__sim/certification/channel/advance,
// docs/simulator.md) passes it.
import { deepLink, expect, sim, test } from '../support/sim';

interface HttpDetail {
  endpoint?: string;
  idempotency?: string;
}

for (const host of ['android', 'ios'] as const) {
  test(`opens the Alipay merchant certification in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/AlipayCertificate/dredge', { host, session }));
    await expect(page.getByRole('heading', { name: '什么是支付宝商家认证' })).toBeVisible();
    await expect(page.getByText('账户持有人：*伟')).toBeVisible();
    await page.getByRole('button', { name: '立即开通支付宝商家认证' }).click();

    await expect(page).toHaveURL(/\/AlipayCertificate\/atAuthMethod\?channel=alipay/);
    await page.getByRole('link', { name: /法定代表人验证/ }).click();
    await expect(page).toHaveURL(/\/Alipay\/certificate\/legalPerson\?channel=alipay/);

    const submit = page.getByRole('button', { name: '提交支付宝商家认证' });
    const onFile = page.getByRole('region', { name: '认证使用的法定代表人' });
    await expect(onFile).toContainText('法定代表人：*伟');
    await expect(onFile).toContainText('身份证号：310***********1234');
    if (host === 'android') {
      await submit.dblclick();
    } else {
      await page.getByRole('button', { name: '填写其他身份信息' }).click();
      const name = page.getByLabel('法定代表人姓名');
      const idNo = page.getByLabel('法定代表人身份证号');
      await submit.click();
      await expect(page.locator('#channel-legal-name-message')).toHaveText('请输入法定代表人姓名');
      await expect(page.locator('#channel-legal-id-message')).toHaveText('请输入法定代表人身份证号');

      await name.fill('张伟');
      await idNo.fill('11010519491231002X');
      await submit.click();
      await expect(page.locator('#channel-legal-id-message')).toHaveText('身份证号与法定代表人不一致');
      await expect(name).toHaveValue('张伟');
      // Not being edited: the ID number shows 3 + 4 only.
      await expect(idNo).toHaveValue('110***********002X');

      await idNo.fill('310101198803071234');
      await name.focus();
      await expect(page.locator('.mh-field-error')).toHaveCount(0);
      await submit.dblclick();
    }

    await expect(page).toHaveURL(/\/AlipayCertificate\/status\?channel=alipay/);
    await expect(page.getByRole('status').filter({ hasText: '审核中' })).toBeVisible();
    await expect(page.getByText('验证方式：法定代表人验证')).toBeVisible();

    const submits = (await sim.logs<HttpDetail>(session, 'http'))
      .map((e) => e.detail)
      .filter((d) => d.endpoint === 'certificationSubmitCertification' && d.idempotency === 'new');
    // The refused try (iOS) and the accepted one: the double tap sent one.
    expect(submits).toHaveLength(host === 'android' ? 1 : 2);

    await sim.control('certification/channel/advance', { channel: 'alipay', outcome: 'passed' }, session);
    await expect(page.getByRole('status').filter({ hasText: '已认证' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('支付宝商家认证已通过，顾客扫码付款不再受限。')).toBeVisible();
  });
}
