// Filling the business certification form in a journey: the parts a spec repeats per host.
import type { Page } from '@playwright/test';
import { expect } from './sim';

/** A 1×1 PNG: what the browser's file input gets where the host has no picker. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** One photo slot of the form: through the host's picker, or the file input where there is none. */
export async function uploadPhoto(page: Page, field: string, viaHost: boolean): Promise<void> {
  const slot = page.locator(`.mh-cert-photo[data-field="${field}"]`);
  const button = slot.getByRole('button', { name: /拍照\/选择照片|重新拍照/ });
  if (viaHost) await button.click();
  else {
    const chooser = page.waitForEvent('filechooser');
    await button.click();
    await (await chooser).setFiles({ name: `${field}.png`, mimeType: 'image/png', buffer: PNG });
  }
  await expect(slot.getByText(/^已上传 \d+ KB$/)).toBeVisible();
}

/** The licence, area and category part, all valid. */
export async function fillBusiness(page: Page): Promise<void> {
  await page.getByLabel('商户名称').fill('好再来小吃');
  await pickArea(page);
  await page.getByLabel('经营地址').fill('上海市徐汇区漕溪北路 1 号');
  await pickCategory(page);
}

/** The area cascade: 上海市, 上海市, 徐汇区, each list awaited. */
export async function pickArea(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: '省份', exact: true }).selectOption({ label: '上海市' });
  const city = page.getByRole('combobox', { name: '城市', exact: true });
  await expect(city.getByRole('option', { name: '上海市' })).toBeAttached();
  await city.selectOption({ label: '上海市' });
  const district = page.getByRole('combobox', { name: '区县', exact: true });
  await expect(district.getByRole('option', { name: '徐汇区' })).toBeAttached();
  await district.selectOption({ label: '徐汇区' });
}

/** The category picker: 餐馆, searched. */
export async function pickCategory(page: Page): Promise<void> {
  await page.getByRole('button', { name: '经营类目' }).click();
  await page.getByRole('searchbox', { name: '搜索经营类目' }).fill('餐');
  await page.getByRole('button', { name: /^餐馆/ }).click();
  await expect(page.getByRole('button', { name: '经营类目' })).toHaveText('餐馆');
}

/** The settlement card: a number that passes Luhn, its bank (searched), city and branch (searched). */
export async function fillCard(page: Page): Promise<void> {
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
  const branch = page
    .getByRole('list', { name: '开户支行搜索结果' })
    .getByRole('button', { name: /徐汇区支行/ });
  await branch.first().click();
  await expect(page.getByRole('searchbox', { name: '开户支行' })).toHaveValue(/徐汇区支行/);
}
