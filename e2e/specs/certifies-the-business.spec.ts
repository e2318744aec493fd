// A new merchant certifies the business: the form filled on the phone (a bad registration number and
// ID number named beside their fields, nothing typed lost; the draft surviving a reload, the ID number
// asked again since it is never stored), photos through the host's picker, one submission whatever a
// double tap sends; then the audit the simulator's back office moves (POST /__sim/certification/advance,
// docs/simulator.md): rejected for the shop photo → that photo alone re-uploaded → re-submitted →
// passed, 已认证. In the Android app (ID card OCR through the host) and the official account (typed).
import { fillBusiness, fillCard, uploadPhoto } from '../support/certification';
import { deepLink, expect, sim, test } from '../support/sim';

interface HttpDetail {
  endpoint?: string;
  idempotency?: string;
}

const PHOTOS = ['businessLicensePic', 'legalManFrontPic', 'legalManReversePic', 'shopPic', 'insideScenePic'];

for (const host of ['android', 'officialaccount'] as const) {
  const viaHost = host === 'android';
  test(`certifies the business in the ${host} host`, async ({ page, session }) => {
    test.setTimeout(120_000);
    await page.goto(deepLink('/business/certificate', { host, session, scenario: 'new-merchant' }));

    // The registration number: its check character here, the server's word when it passes.
    const registNo = page.getByLabel('营业执照注册号');
    await registNo.fill('92310104MA1K4LQW3B');
    await registNo.blur();
    await expect(page.locator('#cert-registNo-message')).toHaveText('营业执照注册号校验位不正确，请核对');
    await registNo.fill('92310104MA1K4LQW30');
    await registNo.blur();
    await expect(page.locator('#cert-registNo-message')).toHaveText('18 位统一社会信用代码或 15 位注册号');
    await fillBusiness(page);

    // The legal person: a wrong check character is named beside the field, the rest kept.
    const idNo = page.getByLabel('身份证号');
    await page.getByLabel('法人姓名').fill('李娜');
    await idNo.fill('310104199001010021');
    await idNo.blur();
    await expect(page.locator('#cert-legal-idNo-message')).toHaveText('身份证号校验位不正确，请核对');
    await expect(page.getByLabel('法人姓名')).toHaveValue('李娜');

    // Reload mid-way: the draft survives, the ID number is asked again (never stored).
    await page.reload();
    await expect(registNo).toHaveValue('92310104MA1K4LQW30');
    await expect(page.getByLabel('商户名称')).toHaveValue('好再来小吃');
    await expect(page.getByRole('button', { name: '经营类目' })).toHaveText('餐馆');
    await expect(page.getByRole('combobox', { name: '区县' })).toHaveValue('310104');
    await expect(idNo).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: '已恢复上次未提交的内容' })).toBeVisible();

    if (viaHost) {
      // The host reads the card; the fields stay editable.
      await page.getByRole('button', { name: '拍照识别身份证' }).click();
      await expect(page.getByText('已识别，请核对')).toBeVisible();
      await expect(page.getByLabel('法人姓名')).toHaveValue('李娜');
      await expect(idNo).toHaveValue('310***********002X');
      await idNo.focus();
      await expect(idNo).toHaveValue('31010419880307002X');
      await idNo.blur();
    } else {
      await expect(page.getByText('当前环境不支持识别身份证，请手动填写')).toBeVisible();
      await idNo.fill('31010419880307002X');
      await idNo.blur();
      await expect(idNo).toHaveValue('310***********002X');
      await page.getByLabel('证件有效期起始日期').fill('2016-03-07');
      await page.getByRole('checkbox', { name: '长期有效' }).check();
    }
    await fillCard(page);
    for (const field of PHOTOS) await uploadPhoto(page, field, viaHost);

    const submit = page.getByRole('button', { name: '提交认证' });
    await submit.dblclick();
    await expect(page).toHaveURL(/\/audit\/status$/);
    await expect(page.locator('#cert-status-name')).toHaveText('审核中');
    const steps = page.getByRole('list', { name: '审核进度' }).getByRole('listitem');
    await expect(steps.first()).toContainText('已提交，等待审核');

    // What was submitted, as the server answers it: the name, the card masked, the area without 上海市 twice.
    const submitted = page.getByRole('region', { name: '提交的认证信息' });
    await expect(submitted).toContainText('好再来小吃');
    await expect(submitted.getByTestId('cert-settlement-card')).toHaveText('6222 0*** **** ***0 128');
    await expect(submitted).toContainText('上海市 徐汇区');
    await expect(submitted).not.toContainText('上海市 上海市');

    // One submission, whatever the double tap sent.
    const submits = (await sim.logs<HttpDetail>(session, 'http'))
      .map((e) => e.detail)
      .filter((d) => d.endpoint === 'bqCertificationSubmit');
    expect(submits.filter((d) => d.idempotency === 'new')).toHaveLength(1);
    expect(submits.every((d) => d.idempotency === 'new' || d.idempotency === 'replay')).toBe(true);

    // The back office refuses the shop photo; the screen follows without a reload.
    await sim.control('certification/advance', { outcome: 'rejected', pictures: ['shopPic'] }, session);
    await expect(page.locator('#cert-status-name')).toHaveText('审核驳回', { timeout: 15_000 });
    await expect(page.getByRole('list', { name: '需重新上传的照片' })).toHaveText(
      '门头照：门头照不清晰，请重新拍摄',
    );
    await page.getByRole('link', { name: '重新上传照片' }).click();

    // Only the refused photo is asked for again.
    await expect(page).toHaveURL(/\/AlipayCertificate\/reUploadPic$/);
    await expect(page.locator('.mh-cert-photo')).toHaveCount(1);
    await page.getByRole('button', { name: '重新提交' }).click();
    await expect(page.getByText('请重新上传门头照')).toBeVisible();
    await uploadPhoto(page, 'shopPic', viaHost);
    await page.getByRole('button', { name: '重新提交' }).click();
    await expect(page).toHaveURL(/\/audit\/status$/);
    await expect(page.locator('#cert-status-name')).toHaveText('审核中');
    const state = await sim.control<{ certification: { status: string; rejectedPics: string[] } }>(
      'state',
      undefined,
      session,
    );
    expect(state.certification).toMatchObject({ status: 'auditing', rejectedPics: [] });

    await sim.control('certification/advance', { outcome: 'passed' }, session);
    await expect(page.locator('#cert-status-name')).toHaveText('已认证', { timeout: 15_000 });
    await expect(steps.last()).toContainText('审核通过');
  });
}

// The other routes render in the POS app and the mini program (no bridge there: typed, file input).
for (const host of ['pos', 'miniprogram'] as const) {
  test(`shows the business certification screens in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/business/certificate', { host, session, scenario: 'new-merchant' }));
    await expect(page.getByLabel('营业执照注册号')).toBeVisible();
    await page.goto(deepLink('/audit/status', { host, session, scenario: 'new-merchant' }));
    await expect(page.getByText('尚未提交商户认证')).toBeVisible();
    await page.goto(deepLink('/businessCertificate/page', { host, session, scenario: 'certified' }));
    await expect(page.locator('.mh-detail-status')).toHaveText('已认证');
    await expect(page.getByText(/^\d{3}\*+\d{3}[\dX]$/)).toBeVisible();
    await page.goto(deepLink('/information/Authentication', { host, session, scenario: 'new-merchant' }));
    const idNo = page.getByLabel('身份证号');
    await page.getByLabel('姓名').fill('李娜');
    await idNo.fill('310104199002290020');
    await page.getByRole('button', { name: '提交认证' }).click();
    await expect(page.locator('#real-idNo-message')).toHaveText('身份证号的出生日期不正确');
    await idNo.fill('31010419880307002X');
    await page.getByRole('button', { name: '提交认证' }).click();
    await expect(page.getByText('已实名认证')).toBeVisible();
    await expect(page.getByText('310***********002X')).toBeVisible();
    await page.goto(deepLink('/AlipayCertificate/reUploadPic', { host, session, scenario: 'new-merchant' }));
    await expect(page.getByText('没有需要重新上传的照片')).toBeVisible();
  });
}
