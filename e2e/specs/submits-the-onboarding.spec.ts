// A merchant with a licence onboards (/newBusinessCertificate): chooses 个体工商户, takes the licence
// photo — the registration number, name and address read off it fill the empty fields, still
// editable — fills the shop and the legal person, leaves for another screen and comes back (the draft
// kept, the ID number asked again), fills the settlement card, submits once whatever a
// double tap sends, and sees the submission in review until the back office passes it
// (POST /__sim/onboarding/advance). In the Android app (host picker) and the mini program (mirror,
// file input).
import { fillCard } from '../support/certification';
import { NOT_KEPT, addPhoto, applied, fillShop } from '../support/onboarding';
import { deepLink, expect, sim, test } from '../support/sim';

const MIRROR = '/zEraAGeneraMiniProgramWeb';

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

    await fillShop(page, viaHost);
    await page.getByLabel('法人姓名').fill('李娜');
    await page.getByLabel('身份证号').fill('31010419880307002X');

    // The host's back and forth (off to another screen, then back): the draft is there, the ID
    // number asked again since it is never stored, and the form says why.
    await page.goto(deepLink(`${prefix}/smallMerchReport`, { host, session, scenario: 'new-merchant' }));
    await expect(page.getByRole('heading', { name: '小微商户入网' })).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('经营名称')).toHaveValue('徐汇区好再来小吃店');
    await expect(page.getByLabel('营业执照注册号')).toHaveValue('92310104MA1K4LQW30');
    await expect(page.getByLabel('法人姓名')).toHaveValue('李娜');
    await expect(page.getByLabel('身份证号')).toHaveValue('');
    await expect(page.getByText(NOT_KEPT)).toBeVisible();
    await page.getByLabel('身份证号').fill('31010419880307002X');
    await fillCard(page);
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
