// Filling the card-machine forms the way a merchant does: the address from the three area
// selects, a contact and a mobile number.
import type { Page } from '@playwright/test';

export async function fillContact(page: Page, phone = '13800138000'): Promise<void> {
  await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '广东省' });
  await page.getByRole('combobox', { name: '城市' }).selectOption({ label: '深圳市' });
  await page.getByRole('combobox', { name: '区县' }).selectOption({ label: '南山区' });
  await page.getByRole('textbox', { name: '详细地址' }).fill('科技园南路 8 号');
  await page.getByRole('textbox', { name: '联系人' }).fill('王芳');
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
}

/** Picks a terminal type by name, then the contact. */
export async function fillOrder(page: Page, type: RegExp, phone?: string): Promise<void> {
  await page.getByRole('radio', { name: type }).check();
  await fillContact(page, phone);
}
