// A customer asks about a payment: the merchant finds it by its order number, its amount or the last
// four digits of the card, and the search survives back and reload. A full card number is refused
// beside the field and never reaches the address.
import type { Page } from '@playwright/test';
import { deepLink, expect, test } from '../support/sim';
import type { HostKind } from '../support/sim';

const MIRROR = '/zEraAGeneraMiniProgramWeb';
const LIST_CALL = '/gateway/pay-service/transactionRecord/list';
const search = (page: Page) => page.getByRole('searchbox', { name: '搜索交易：金额、卡号后四位或订单号' });
const rows = (page: Page) => page.locator('[role="listitem"] a');
const detailField = (page: Page, label: string) =>
  page.locator('.mh-detail-field', { hasText: label }).locator('dd');

async function openList(page: Page, host: HostKind, session: string): Promise<void> {
  const route = host === 'miniprogram' ? `${MIRROR}/transaction/record` : '/transaction/record';
  await page.goto(deepLink(route, { host, session }));
  await expect(rows(page).first()).toBeVisible();
}

for (const host of ['android', 'ios', 'miniprogram'] as const) {
  test(`finds a card payment by order number, card tail and amount in the ${host} host`, async ({
    page,
    session,
  }) => {
    await openList(page, host, session);
    await page.getByRole('group', { name: '交易类型' }).getByRole('button', { name: '刷卡消费' }).click();
    await expect(page.locator('.mh-record-title').first()).toHaveText(/^刷卡消费/);
    const amount = (await page.locator('.mh-record-amount').first().textContent()) ?? '';
    await rows(page).first().tap();
    const orderNo = (await detailField(page, '订单号').textContent()) ?? '';
    const tail = ((await detailField(page, '银行卡号').textContent()) ?? '').replace(/\s/g, '').slice(-4);
    expect(orderNo).toMatch(/^O\d+$/);
    expect(tail).toMatch(/^\d{4}$/);
    await page.goBack();

    await test.step('by order number: just that payment', async () => {
      await search(page).fill(orderNo);
      await expect(rows(page)).toHaveCount(1);
      await expect(page.locator('.mh-record-amount')).toHaveText(amount);
      expect(new URL(page.url()).searchParams.get('keyword')).toBe(orderNo);
    });

    await test.step('by card tail: every row is a card payment', async () => {
      await search(page).fill(tail);
      await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(tail);
      await expect(rows(page).first()).toBeVisible();
      await expect(page.locator('.mh-record-title').first()).toHaveText(/^刷卡消费/);
    });

    await test.step('by amount, typed with its decimals: every row has that amount', async () => {
      const typed = amount.replace(/[^\d.]/g, '');
      await search(page).fill(typed);
      await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(typed);
      await expect(rows(page).first()).toBeVisible();
      const amounts = await page.locator('.mh-record-amount').allTextContents();
      expect(amounts.every((a) => a.replace('-', '') === amount.replace('-', ''))).toBe(true);
    });
  });
}

test('the search is kept in the address through reload, names itself when nothing matches, and clears', async ({
  page,
  session,
}) => {
  await openList(page, 'android', session);
  await search(page).fill('O19990101000000');
  await expect(page.getByText('没有找到与“O19990101000000”相关的交易')).toBeVisible();
  await page.reload();
  await expect(search(page)).toHaveValue('O19990101000000');
  await expect(page.getByText('没有找到与“O19990101000000”相关的交易')).toBeVisible();

  await page.getByRole('button', { name: '清除搜索' }).click();
  await expect(rows(page).first()).toBeVisible();
  expect(new URL(page.url()).searchParams.has('keyword')).toBe(false);
  const clear = await page.getByRole('button', { name: '清除搜索' }).count();
  expect(clear).toBe(0);
  const box = await search(page).boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
});

test('a full card number is refused beside the field and never sent or put in the address', async ({
  page,
  session,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(LIST_CALL)) sent.push(r.postData() ?? '');
  });
  await openList(page, 'ios', session);
  await search(page).fill('6222 0212 3456 7890 123');
  await expect(page.getByRole('alert')).toHaveText('请只输入卡号后四位，完整卡号不能用于搜索');
  await expect(search(page)).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(800);
  expect(page.url()).not.toMatch(/\d{12}/);
  expect(sent.join('\n')).not.toMatch(/6222\s?0212/);
});
