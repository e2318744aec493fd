// The server hands the app a hostile points-mall address (QA's PUT /__sim/points/partner-login):
// another host, look-alikes, userinfo and backslash tricks, http:, javascript:, a protocol-relative
// address, an allowed one naming a token. The app stays, says why, and no request leaves for any of
// them; once QA restores the signed address, the same screen leaves for the mall.
import type { Page } from '@playwright/test';
import { PARTNER_PAGE, standInPartnerMalls } from '../support/partnerMall';
import { SIM_URL, deepLink, expect, sim, test, type HostKind } from '../support/sim';

const NOT_ALLOWED = '该地址不在允许的积分商城列表中，已阻止跳转';
const HOSTILE: ReadonlyArray<[address: string, told: string]> = [
  ['https://duiba.sim.localhost.evil.com/autoLogin?uid=M100000001', NOT_ALLOWED],
  ['https://evil-duiba.sim.localhost/autoLogin?uid=M100000001', NOT_ALLOWED],
  ['https://duiba.sim.localhost@evil.com/autoLogin', NOT_ALLOWED],
  ['https://evil.com\\@duiba.sim.localhost/autoLogin', NOT_ALLOWED],
  ['http://duiba.sim.localhost/autoLogin?uid=M100000001', NOT_ALLOWED],
  ['javascript:window.__pwned=1', NOT_ALLOWED],
  ['//evil.com/autoLogin', NOT_ALLOWED],
  ['https://DUIBA.sim.localhost/autoLogin', NOT_ALLOWED],
  ['https://yhh.sim.localhost/login?uid=M100000001', NOT_ALLOWED],
  ['https://duiba.sim.localhost/autoLogin?uid=M100000001&token=leak', '该地址带有登录凭证，已阻止跳转'],
];

/** Every request that leaves the simulator (the app's own origin). */
function outside(page: Page): string[] {
  const left: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(SIM_URL)) left.push(request.url());
  });
  return left;
}

for (const host of ['android', 'officialaccount'] as const satisfies readonly HostKind[]) {
  test(`refuses every look-alike points-mall address in the ${host} host`, async ({ page, session }) => {
    test.setTimeout(90_000);
    await standInPartnerMalls(page);
    const left = outside(page);
    for (const [address, told] of HOSTILE) {
      await sim.control('points/partner-login', { url: address }, session, 'PUT');
      await page.goto(deepLink('/duibaMall', { host, session }));
      await expect(page.getByRole('alert'), address).toHaveText(told);
      await expect(page.getByRole('heading', { name: '已阻止跳转' })).toBeVisible();
      await page.waitForTimeout(300);
      expect(new URL(page.url()).origin, `${address}: the app stays`).toBe(SIM_URL);
      expect(page.url()).toContain('/h5/duibaMall');
      expect(left, `${address}: nothing left the app`).toEqual([]);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    }
    await page.getByRole('button', { name: '返回积分首页' }).click();
    await expect(page).toHaveURL(/\/h5\/integralManage\/Home/);

    // The same screen leaves once the server signs its own address again.
    await sim.control('points/partner-login', undefined, session, 'DELETE');
    await page.goto(deepLink('/duibaMall', { host, session }));
    await expect(page).toHaveURL(PARTNER_PAGE);
    expect(left).toHaveLength(1);
  });
}
