// Filling the card-machine forms the way a merchant does: the address from the three area
// selects, then the contact on file (offered masked) or another contact and mobile number.
import { expect, type Page } from '@playwright/test';

async function fillAddress(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '广东省' });
  await page.getByRole('combobox', { name: '城市' }).selectOption({ label: '深圳市' });
  await page.getByRole('combobox', { name: '区县' }).selectOption({ label: '南山区' });
  await page.getByRole('textbox', { name: '详细地址' }).fill('科技园南路 8 号');
}

/** Another address, and another contact than the one on file (which the form offers first). */
export async function fillContact(page: Page, phone = '13800138000'): Promise<void> {
  await fillAddress(page);
  await page.getByRole('button', { name: '填写其他联系人' }).click();
  await page.getByRole('textbox', { name: '联系人' }).fill('王芳');
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
}

/**
 * Picks a terminal type by name, then another address; with a phone, another contact too, else the
 * one on file.
 */
export async function fillOrder(page: Page, type: RegExp, phone?: string): Promise<void> {
  await page.getByRole('radio', { name: type }).check();
  if (phone !== undefined) return fillContact(page, phone);
  await fillAddress(page);
  await expect(page.getByRole('region', { name: '登记的联系人' })).toContainText('手机号：');
}
