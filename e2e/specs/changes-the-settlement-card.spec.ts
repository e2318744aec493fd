// A merchant changes the settlement card on /bankCardList: the number read by the Android app's OCR
// or typed in the official account, the bank and branch searched, sent once whatever a double tap
// does, the server's answer told and the new card shown masked with its branch.
import { deepLink, expect, sim, test } from '../support/sim';

interface HttpDetail {
  endpoint?: string;
  idempotency?: string;
}

const CASES = [
  { host: 'android', bank: '工商', bankName: '中国工商银行', last: '0128', shown: '6222 0*** **** ***0 128' },
  { host: 'officialaccount', bank: '招商', bankName: '招商银行', last: '5671', shown: '6214 **** **** 5671' },
] as const;

for (const c of CASES) {
  test(`changes the settlement card in the ${c.host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/bankCardList', { host: c.host, session }));
    await expect(page.getByTestId('settlement-card-no')).toHaveText('6222 0*** **** ***0 123');
    await page.getByRole('button', { name: '更换结算卡' }).click();
    await page.getByRole('button', { name: '确认更换' }).click();
    await expect(page.locator('#settle-card-no-message')).toHaveText('请输入银行卡号');

    const card = page.getByRole('textbox', { name: '新结算卡卡号' });
    if (c.host === 'android') {
      await page.getByRole('button', { name: '识别银行卡' }).click();
      await expect(page.locator('#settle-card-no-message')).toHaveText('已识别，请核对卡号');
    } else {
      await card.fill('6214830212345671');
      await card.blur();
    }
    await expect(card).toHaveValue(c.shown);

    const bank = page.getByRole('searchbox', { name: '开户银行' });
    await bank.fill(c.bank);
    await page
      .getByRole('list', { name: '开户银行搜索结果' })
      .getByRole('button', { name: c.bankName })
      .click();
    await page.getByLabel('开户省份').selectOption({ label: '上海市' });
    await page.getByLabel('开户城市').selectOption({ label: '上海市' });
    await page.getByRole('searchbox', { name: '开户支行' }).fill('黄浦');
    const branch = `${c.bankName}上海市黄浦区支行`;
    await page.getByRole('list', { name: '开户支行搜索结果' }).getByRole('button', { name: branch }).click();
    await page.getByRole('button', { name: '确认更换' }).dblclick();

    await expect(page.getByRole('status').filter({ hasText: '结算卡已更换' })).toHaveText(
      `结算卡已更换为 ${c.bankName} ${c.shown}（${branch}）`,
    );
    await expect(page.getByTestId('settlement-card-no')).toHaveText(c.shown);
    await expect(page.locator('.mh-bank-card-branch')).toHaveText(branch);
    const changes = (await sim.logs<HttpDetail>(session, 'http'))
      .map((e) => e.detail)
      .filter((d) => d.endpoint === 'setBankUpdate');
    expect(changes.filter((d) => d.idempotency === 'new')).toHaveLength(1);
    expect(changes.every((d) => d.idempotency === 'new' || d.idempotency === 'replay')).toBe(true);

    // The server keeps it: a fresh visit shows the new card.
    await page.reload();
    await expect(page.getByTestId('settlement-card-no')).toHaveText(c.shown);
  });
}
