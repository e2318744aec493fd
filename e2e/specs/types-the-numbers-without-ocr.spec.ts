// An app build without ID card and bank card OCR (PUT /__sim/host {withoutCalls}, docs/simulator.md):
// the business certification form finds the calls missing on the first tap, says clearly to type the
// numbers, stops offering the scans, and the merchant types them — in the Android and iOS apps.
import { deepLink, expect, sim, test } from '../support/sim';
import type { BridgeEntry } from '../support/sim';

for (const host of ['android', 'ios'] as const) {
  test(`types the ID and card numbers in an app without OCR (${host})`, async ({ page, session }) => {
    await sim.control('host', { host, withoutCalls: ['scanIdCard', 'scanBankCard'] }, session, 'PUT');
    await page.goto(deepLink('/business/certificate', { host, session, scenario: 'new-merchant' }));

    await page.getByRole('button', { name: '拍照识别身份证' }).click();
    await expect(page.getByText('当前环境不支持识别身份证，请手动填写')).toBeVisible();
    await expect(page.getByRole('button', { name: '拍照识别身份证' })).toHaveCount(0);
    const idNo = page.getByLabel('身份证号');
    await page.getByLabel('法人姓名').fill('李娜');
    await idNo.fill('31010419880307002X');
    await idNo.blur();
    await expect(idNo).toHaveValue('310***********002X');
    await expect(page.locator('#cert-legal-idNo-message')).toHaveCount(0);

    await page.getByRole('button', { name: '识别银行卡' }).click();
    await expect(page.getByText('请手动输入银行卡号（当前环境不支持拍照识别）')).toBeVisible();
    await expect(page.getByRole('button', { name: '识别银行卡' })).toHaveCount(0);
    const card = page.getByRole('textbox', { name: '结算卡号' });
    await card.fill('6222021234567890128');
    await card.blur();
    // Typed, then shown masked (never the whole number) once left.
    await expect(card).toHaveValue(/^6222.*\*.*128$/);

    // The host answered NOT_FOUND for both: the page asked once each, then stopped offering.
    const asked = (await sim.logs<BridgeEntry>(session, 'bridge'))
      .map((e) => e.detail)
      .filter(
        (d) => d.direction === 'web→native' && ['scanIdCard', 'scanBankCard'].includes(d.functionName ?? ''),
      );
    expect(asked.map((d) => d.functionName).sort()).toEqual(['scanBankCard', 'scanIdCard']);
  });
}
