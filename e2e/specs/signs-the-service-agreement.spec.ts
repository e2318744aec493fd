// A merchant signs the WeChat mini-program service agreements: the overview links to the agreements
// of its type with the route params; they read (sanitised server HTML), "同意并继续" signs once
// however often tapped, and what follows depends on the params — an auto-audited signature opens
// WeChat pay at once, a hand-audited one waits for the back office (/__sim/onboarding/advance).
// Leaving goes the host's way: navigateBack in the mini program, closeWebView in the app.
import { countRequests } from '../support/onboarding';
import { deepLink, expect, sim, test } from '../support/sim';

const MIRROR = '/zEraAGeneraMiniProgramWeb';

for (const host of ['miniprogram', 'android'] as const) {
  test(`signs the service agreement (${host})`, async ({ page, session }) => {
    const prefix = host === 'miniprogram' ? MIRROR : '';
    const signs = countRequests(page, '/pay-service/esignNature', /"sign":true/);
    await page.goto(
      deepLink(`${prefix}/weChatMiniPgm/serviceAgreement`, { host, session, scenario: 'certified' }),
    );
    await expect(page.locator('.mh-detail-field', { hasText: '签署状态' }).locator('dd')).toHaveText(
      '未签署',
    );
    await page.getByRole('link', { name: '阅读并签署协议' }).click();
    await expect(page).toHaveURL(new RegExp(`/h5${prefix}/weChatMiniPgm/serviceAgreementNew/OP\\w+/01/1/1$`));
    await expect(page.getByRole('heading', { name: '个体工商户服务协议' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '《个体工商户经营者声明》' })).toBeVisible();
    await expect(page.getByText('签署后系统将自动审核，通常即时完成。')).toBeVisible();

    await page.getByRole('button', { name: '同意并继续' }).dblclick();
    await expect(page.getByRole('heading', { name: '已签署，微信支付收款已开通' })).toBeVisible();
    expect(signs(), 'one signature for a double tap').toBe(1);

    await page.getByRole('button', { name: '完成' }).click();
    const wayOut = host === 'miniprogram' ? 'invokeMiniProgramAPI navigateBack' : 'closeWebView';
    await expect
      .poll(
        async () =>
          (await sim.bridge(session)).filter((e) => e.functionName === wayOut && e.direction === 'web→native')
            .length,
      )
      .toBe(1);

    await page.goto(deepLink(`${prefix}/weChatMiniPgm/serviceAgreement`, { host, session }));
    await expect(page.locator('.mh-detail-field', { hasText: '签署状态' }).locator('dd')).toHaveText(
      '已签署',
    );
    await expect(page.locator('.mh-detail-field', { hasText: '微信支付收款' }).locator('dd')).toHaveText(
      '已开通',
    );
  });
}

test('a small merchant hand-audited: waits for the back office, then onboarding comes next', async ({
  page,
  session,
}) => {
  await page.goto(
    deepLink('/weChatMiniPgm/serviceAgreement', { host: 'android', session, scenario: 'certified' }),
  );
  const link = page.getByRole('link', { name: '阅读并签署协议' });
  const operationId = ((await link.getAttribute('href')) ?? '').split('/')[4] ?? '';
  await page.goto(
    deepLink(`/weChatMiniPgm/serviceAgreementNew/${operationId}/02/0`, { host: 'android', session }),
  );
  await expect(page.getByRole('heading', { name: '《小微商户经营承诺书》' })).toBeVisible();
  await expect(page.getByText('签署后需人工审核，预计 1–3 个工作日内完成。')).toBeVisible();
  await page.getByRole('button', { name: '同意并继续' }).click();
  await expect(page.getByRole('heading', { name: '已签署，等待审核' })).toBeVisible();
  await sim.control('onboarding/advance', { form: 'agreement' }, session);
  await page.reload();
  await expect(page.getByRole('heading', { name: '已签署，微信支付收款已开通' })).toBeVisible();
  await page.getByRole('button', { name: '前往小微商户入网' }).click();
  await expect(page).toHaveURL(/\/h5\/smallMerchReport$/);
});
