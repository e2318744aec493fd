// The partner points malls (Duiba, yhh) are third parties the suite never reaches: a stand-in page
// answers their simulator origins (`https://duiba.sim.localhost`, `https://yhh.sim.localhost`,
// which resolve to this machine, where nothing listens on 443), so a journey can follow the app
// there and look at what arrived. The stand-in is a plain page: no host shim, as a third party's is.
import type { Page } from '@playwright/test';
import { expect } from './sim';

/** The simulator's partner login origins (simulator PARTNER_LOGIN; the app's allow-list names them). */
export const PARTNER_ORIGINS = ['https://duiba.sim.localhost', 'https://yhh.sim.localhost'] as const;
export const PARTNER_PAGE = /^https:\/\/(duiba|yhh)\.sim\.localhost\//;

const STAND_IN = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>合作方积分商城</title></head>
<body><h1 data-partner-page>合作方积分商城（模拟）</h1></body></html>`;

export interface PartnerVisit {
  url: string;
  headers: Record<string, string>;
}

/**
 * Answers every request to the partner origins with the stand-in page and records it (address and
 * headers). Register it before the app can leave; a spec's own later `page.route` wins over it.
 *
 * @example const visits = await standInPartnerMalls(page);
 */
export async function standInPartnerMalls(page: Page): Promise<PartnerVisit[]> {
  const visits: PartnerVisit[] = [];
  await page.route(PARTNER_PAGE, async (route) => {
    const request = route.request();
    visits.push({ url: request.url(), headers: await request.allHeaders() });
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: STAND_IN });
  });
  return visits;
}

/** The app left for a partner mall's page (the stand-in) and is no longer shown. */
export async function expectLeftForPartner(page: Page, from: string): Promise<void> {
  await expect(page, `${from} leaves for a partner mall`).toHaveURL(PARTNER_PAGE, { timeout: 15_000 });
  await expect(page.locator('[data-partner-page]')).toBeVisible();
}
