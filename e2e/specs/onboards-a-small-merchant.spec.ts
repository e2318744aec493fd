// A small merchant without a licence starts onboarding (/smallMerchReport): fields go into the
// draft as typed, a reload keeps them — except the ID, card and mobile numbers, which are never
// stored, and the screen says so — and a submit with gaps names each beside its field, nothing typed lost. In
// the Android app and in the mini program (through the mirror). Then the whole flow, submitted once
// and passed by the back office (POST /__sim/onboarding/advance).
import { deepLink, expect, sim, test } from '../support/sim';
import { fillCard } from '../support/certification';
import { NOT_KEPT, applied, fillShop } from '../support/onboarding';

const MIRROR = '/zEraAGeneraMiniProgramWeb';

for (const host of ['android', 'miniprogram'] as const) {
  test(`onboards a small merchant: the draft survives a reload (${host})`, async ({ page, session }) => {
    const prefix = host === 'miniprogram' ? MIRROR : '';
    await page.goto(deepLink(`${prefix}/smallMerchReport`, { host, session, scenario: 'new-merchant' }));
    await expect(page.getByRole('heading', { name: '小微商户入网' })).toBeVisible();
    await page.getByLabel('经营名称').fill('幸福小摊');
    await page.getByLabel('详细经营地址').fill('南京东路 100 号');
    await page.getByLabel('法人姓名').fill('张伟');
    await page.getByLabel('身份证号').fill('310101198803071234');
    await page.getByLabel('结算卡号').fill('6222021234567890128');
    await page.getByLabel('银行预留手机号').fill('13800138000');

    await page.reload();
    await expect(page.getByLabel('经营名称')).toHaveValue('幸福小摊');
    await expect(page.getByLabel('详细经营地址')).toHaveValue('南京东路 100 号');
    await expect(page.getByLabel('法人姓名')).toHaveValue('张伟');
    await expect(page.getByLabel('银行预留手机号')).toHaveValue('');
    await expect(page.getByLabel('身份证号')).toHaveValue('');
    await expect(page.getByLabel('结算卡号')).toHaveValue('');
    await expect(page.getByText(NOT_KEPT)).toBeVisible();

    await page.getByRole('button', { name: '提交入网资料' }).click();
    await expect(page.locator('.mh-photo', { hasText: '门头照' }).locator('.mh-field-error')).toHaveText(
      '请上传门头照',
    );
    await expect(page.locator('#access-mcc-message')).toHaveText('请选择经营类目');
    await expect(page.getByLabel('经营名称')).toHaveValue('幸福小摊');
    await expect(page.getByLabel('法人姓名')).toHaveValue('张伟');
    await expect(page).toHaveURL(new RegExp(`/h5${prefix}/smallMerchReport`));
  });
}

// The whole flow without a licence: the shop, the person and the card, one submission, in review
// until the back office passes it.
for (const host of ['android', 'miniprogram'] as const) {
  test(`onboards a small merchant: submitted and passed (${host})`, async ({ page, session }) => {
    test.setTimeout(120_000);
    const viaHost = host === 'android';
    const prefix = viaHost ? '' : MIRROR;
    await page.goto(deepLink(`${prefix}/smallMerchReport`, { host, session, scenario: 'new-merchant' }));
    await page.getByLabel('经营名称').fill('幸福小摊');
    await fillShop(page, viaHost);
    await page.getByLabel('法人姓名').fill('张伟');
    await page.getByLabel('身份证号').fill('310101198803071234');
    await fillCard(page);
    await page.getByLabel('银行预留手机号').fill('13800138000');

    await page.getByRole('button', { name: '提交入网资料' }).dblclick();
    await expect(page.getByRole('heading', { name: '入网资料审核中' })).toBeVisible();
    await expect(page.getByText('310***********1234')).toBeVisible();
    expect(await applied(session, 'merchantAccessMicroIncom')).toBe(1);
    await sim.control('onboarding/advance', { form: 'microAccess' }, session);
    await page.reload();
    await expect(page.getByRole('heading', { name: '入网审核已通过' })).toBeVisible();
  });
}
