// A merchant adds the settlement card the merchant certification verifies: a wrong number named
// beside the field, the number read by the host's OCR (typed where the host has none), the bank
// searched, the branch picked from the branch list, one card added whatever a double tap sends, shown
// masked on the account page — in the Android app and the official account (no OCR).
import { deepLink, expect, sim, test } from '../support/sim';

interface HttpDetail {
  endpoint?: string;
  idempotency?: string;
}

const CARD = '6214830212345671';

for (const host of ['android', 'officialaccount'] as const) {
  test(`adds a settlement card in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/AlipayCertificate/accountPage', { host, session }));
    await expect(page.getByText('户名：*伟')).toBeVisible();
    await page.getByRole('link', { name: '更换结算卡' }).click();
    await expect(page).toHaveURL(/\/AlipayCertificate\/addCard\/.+\?channel=alipay/);
    await expect(page.getByText(/持卡人：\*伟/)).toBeVisible();

    const card = page.getByRole('textbox', { name: '银行卡号' });
    if (host !== 'android') {
      await expect(page.getByRole('button', { name: '识别银行卡' })).toHaveCount(0);
      await expect(page.locator('#channel-card-no-message')).toHaveText(
        '请手动输入银行卡号（当前环境不支持拍照识别）',
      );
    }
    await card.fill('6222021234567890123');
    await card.blur();
    await expect(page.locator('#channel-card-no-message')).toHaveText('银行卡号有误，请核对后重新输入');

    if (host === 'android') {
      await page.getByRole('button', { name: '识别银行卡' }).click();
      await expect(page.locator('#channel-card-no-message')).toHaveText('已识别，请核对卡号');
      await expect(card).toHaveValue('6222 0*** **** ***0 128');
      // Recognised, and still editable: the merchant corrects it to the card in hand.
    }
    await card.fill(CARD);
    await card.blur();
    await expect(card).toHaveValue('6214 **** **** 5671');

    const bank = page.getByRole('searchbox', { name: '开户银行' });
    await bank.fill('招商');
    await page
      .getByRole('list', { name: '开户银行搜索结果' })
      .getByRole('button', { name: '招商银行' })
      .click();
    await expect(bank).toHaveValue('招商银行');
    await page.getByLabel('开户省份').selectOption({ label: '上海市' });
    await page.getByLabel('开户城市').selectOption({ label: '上海市' });
    await page.getByRole('link', { name: '选择开户支行' }).click();

    await expect(page).toHaveURL(/\/AlipayCertificate\/branchList\/310100\/0308\?channel=alipay/);
    await page.getByRole('searchbox', { name: '搜索开户支行' }).fill('黄浦');
    await page.getByRole('button', { name: '招商银行上海市黄浦区支行' }).click();

    await expect(page).toHaveURL(/\/AlipayCertificate\/addCard\//);
    await expect(page.getByText('招商银行上海市黄浦区支行')).toBeVisible();
    await expect(card).toHaveValue('6214 **** **** 5671');
    await page.getByRole('button', { name: '确认添加' }).dblclick();

    await expect(page).toHaveURL(/\/AlipayCertificate\/accountPage\?channel=alipay/);
    await expect(page.getByTestId('settlement-card-no')).toHaveText('6214 **** **** 5671');
    await expect(page.getByText('招商银行')).toBeVisible();

    const adds = (await sim.logs<HttpDetail>(session, 'http'))
      .map((e) => e.detail)
      .filter((d) => d.endpoint === 'setBankUpdate');
    expect(adds.filter((d) => d.idempotency === 'new')).toHaveLength(1);
    expect(adds.every((d) => d.idempotency === 'new' || d.idempotency === 'replay')).toBe(true);
  });
}
