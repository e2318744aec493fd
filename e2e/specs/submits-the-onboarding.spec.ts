// A merchant with a licence onboards (/newBusinessCertificate): chooses 个体工商户, takes the licence
// photo — the registration number, name and address read off it fill the empty fields, still
// editable — fills the shop, the legal person and the settlement card, submits once whatever a
// double tap sends, and sees the submission in review until the back office passes it
// (POST /__sim/onboarding/advance). In the Android app (host picker) and the mini program (mirror,
// file input).
import type { Page } from '@playwright/test';
import { addPhoto, applied } from '../support/onboarding';
import { deepLink, expect, sim, test } from '../support/sim';

const MIRROR = '/zEraAGeneraMiniProgramWeb';

async function pickArea(page: Page) {
  await page.getByRole('combobox', { name: '省份', exact: true }).selectOption({ label: '上海市' });
  const city = page.getByRole('combobox', { name: '城市', exact: true });
  await expect(city.getByRole('option', { name: '上海市' })).toBeAttached();
  await city.selectOption({ label: '上海市' });
  const district = page.getByRole('combobox', { name: '区县', exact: true });
  await expect(district.getByRole('option', { name: '徐汇区' })).toBeAttached();
  await district.selectOption({ label: '徐汇区' });
}

async function pickCard(page: Page) {
  const card = page.getByRole('textbox', { name: '结算卡号' });
  await card.fill('6222021234567890128');
  await card.blur();
  await page.getByRole('searchbox', { name: '开户银行' }).fill('工商');
  await page
    .getByRole('list', { name: '开户银行搜索结果' })
    .getByRole('button', { name: '中国工商银行' })
    .click();
  await page.getByLabel('开户省份').selectOption({ label: '上海市' });
  await page.getByLabel('开户城市').selectOption({ label: '上海市' });
  await page.getByRole('searchbox', { name: '开户支行' }).fill('徐汇');
  await page
    .getByRole('list', { name: '开户支行搜索结果' })
    .getByRole('button', { name: /徐汇区支行/ })
    .first()
    .click();
}

for (const host of ['android', 'miniprogram'] as const) {
  const viaHost = host === 'android';
  test(`submits the onboarding with a licence (${host})`, async ({ page, session }) => {
    test.setTimeout(120_000);
    const prefix = viaHost ? '' : MIRROR;
    await page.goto(
      deepLink(`${prefix}/newBusinessCertificate`, { host, session, scenario: 'new-merchant' }),
    );
    await page.getByRole('radio', { name: /个体工商户/ }).check();

    // The licence photo is read: the empty fields fill in from it, and stay editable.
    const read = page.waitForResponse((r) => r.url().includes('licenseImageAnalysis'));
    await addPhoto(page, '营业执照照片', viaHost);
    const licence = (
      (await (await read).json()) as { data: { registNo: string; businessName: string; address: string } }
    ).data;
    await expect(page.getByText('已从营业执照识别注册号、经营名称、注册地址，请核对')).toBeVisible();
    const registCode = page.getByLabel('营业执照注册号');
    await expect(registCode).toHaveValue(licence.registNo);
    await expect(page.getByLabel('经营名称')).toHaveValue(licence.businessName);
    await expect(page.getByLabel('注册地址')).toHaveValue(licence.address);
    // The merchant checks the number against the licence (OCR can misread) and corrects it.
    await registCode.fill('92310104MA1K4LQW30');
    await page.getByLabel('经营名称').fill('徐汇区好再来小吃店');

    await pickArea(page);
    await page.getByLabel('详细经营地址').fill('漕溪北路 1 号');
    await page.getByRole('button', { name: '经营类目' }).click();
    await page.getByRole('searchbox', { name: '搜索经营类目' }).fill('餐');
    await page.getByRole('button', { name: /^餐馆/ }).click();
    for (const photo of ['门头照', '店内照', '身份证人像面', '身份证国徽面'])
      await addPhoto(page, photo, viaHost);
    await page.getByLabel('法人姓名').fill('李娜');
    await page.getByLabel('身份证号').fill('31010419880307002X');
    await pickCard(page);
    await page.getByLabel('银行预留手机号').fill('13800138000');

    await page.getByRole('button', { name: '提交入网资料' }).dblclick();
    await expect(page.getByRole('heading', { name: '入网资料审核中' })).toBeVisible();
    await expect(page.getByText('310***********002X')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/h5${prefix}/newBusinessCertificate`));
    expect(await applied(session, 'merchantAccessIncom')).toBe(1);

    await sim.control('onboarding/advance', { form: 'access' }, session);
    await page.reload();
    await expect(page.getByRole('heading', { name: '入网审核已通过' })).toBeVisible();
  });
}
