// A merchant looks for a bank offer: the recommended banks and featured offers, 更多优惠, narrowed to
// 招商银行, an offer whose bank page is off the app's allow-list (refused, with why, and nothing leaves
// the app), then one whose page is allowed: 去银行页面参与 leaves for the bank's page (the stand-in of
// https://bank.sim.localhost) carrying nothing of the app's. An ended offer says 活动已结束 and offers
// no way to join. In the iOS app and the official account.
import type { Page, Request } from '@playwright/test';
import { SIM_URL, deepLink, expect, test, type HostKind } from '../support/sim';

const BANK_PAGE = /^https:\/\/bank\.sim\.localhost\//;
const STAND_IN = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>招商银行</title></head>
<body><h1 data-bank-page>招商银行商户活动（模拟）</h1></body></html>`;
const REFUSED = '该银行页面地址不在允许的银行网址列表中，已阻止跳转。请在银行官方 App 中参与该活动';

interface Seen {
  url: string;
  headers: Record<string, string>;
}

/** The stand-in bank page, recorded with its headers; every other request leaving the app is listed too. */
async function bankPage(page: Page): Promise<{ bank: Seen[]; outside: string[] }> {
  const bank: Seen[] = [];
  const outside: string[] = [];
  const record = async (request: Request) =>
    bank.push({ url: request.url(), headers: await request.allHeaders() });
  await page.route(BANK_PAGE, async (route) => {
    await record(route.request());
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: STAND_IN });
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(SIM_URL) && !BANK_PAGE.test(request.url())) outside.push(request.url());
  });
  return { bank, outside };
}

for (const host of ['ios', 'officialaccount'] as const satisfies readonly HostKind[]) {
  test(`finds a bank offer by bank and leaves for the bank's page only when allowed, in the ${host} host`, async ({
    page,
    session,
  }) => {
    const { bank, outside } = await bankPage(page);
    await page.goto(deepLink('/bankRecommendation/bankIndex', { host, session }));
    const banks = page.getByRole('list', { name: '推荐银行' });
    await expect(banks.getByRole('link')).toHaveCount(4);
    await expect(banks.getByRole('link', { name: /招商银行/ })).toContainText('2 个优惠');
    await expect(page.getByRole('list', { name: '精选优惠' }).getByRole('link')).toHaveCount(4);

    await page.getByRole('link', { name: '更多优惠' }).click();
    await expect(page).toHaveURL(/\/h5\/bankRedMoreActive\/more/);
    const rows = page.getByRole('region', { name: '银行优惠' }).getByRole('link');
    // Seven running offers; 交行夏日满减 has ended and is not listed.
    await expect(rows).toHaveCount(7);
    await expect(page.getByText('交行夏日满减')).toHaveCount(0);

    await page.getByRole('button', { name: '招商银行' }).click();
    await expect(page).toHaveURL(/[?&]bank=0308/);
    await expect(rows).toHaveCount(2);

    // 掌上生活周三五折: its bank page is on an origin off the allow-list.
    await rows.filter({ hasText: '掌上生活周三五折' }).click();
    await expect(page).toHaveURL(/\/h5\/bankRedDetails\/details\/BO005/);
    await expect(page.getByRole('heading', { name: '掌上生活周三五折', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(REFUSED);
    await expect(page.getByRole('link', { name: '去银行页面参与' })).toHaveCount(0);
    expect(outside, 'nothing left the app').toEqual([]);

    // Back keeps the filter; 招行收款笔笔返's bank page is allowed.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]bank=0308/);
    await rows.filter({ hasText: '招行收款笔笔返' }).click();
    await expect(page.getByRole('heading', { name: '招行收款笔笔返', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: '活动规则' })).toContainText('每笔收款返 0.1%');
    await page.getByRole('link', { name: '去银行页面参与' }).click();
    await expect(page).toHaveURL('https://bank.sim.localhost/cmb/offers/BO006');
    await expect(page.locator('[data-bank-page]')).toBeVisible();
    expect(bank).toHaveLength(1);
    for (const { url, headers } of bank) {
      expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('token');
      expect(headers).not.toHaveProperty('referer');
      expect(`${decodeURIComponent(url)} ${JSON.stringify(headers)}`).not.toContain(session);
    }
    expect(outside).toEqual([]);

    // Back returns to the offer.
    await page.goBack();
    await expect(page.getByRole('heading', { name: '招行收款笔笔返', level: 1 })).toBeVisible();

    // An ended offer (a shared link may name it): 活动已结束, no way to join.
    await page.goto(deepLink('/bankRedDetails/details/BO008', { host, session }));
    await expect(page.getByRole('heading', { name: '交行夏日满减', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '活动已结束' })).toBeVisible();
    await expect(page.getByRole('link', { name: '去银行页面参与' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '看看其他进行中的优惠' })).toBeVisible();
  });
}
