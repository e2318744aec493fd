// A finger's pull to refresh through Chromium's touch input (CDP), for any scroller with the app's
// PullToRefresh (lists, the month bill).
import type { Locator, Page } from '@playwright/test';
import { expect } from './sim';

/**
 * Pulls `scroller` down from near its top past the release threshold and lets go.
 *
 * @example await pullDown(page, page.locator('.mh-bill'));
 */
export async function pullDown(page: Page, scroller: Locator): Promise<void> {
  const box = (await scroller.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + 40;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: y + dy }],
    });
  await touch('touchStart', 0);
  for (let dy = 20; dy <= 300; dy += 20) await touch('touchMove', dy);
  await expect(page.locator('.mh-ptr-head')).toHaveText('释放立即刷新');
  await touch('touchEnd', 300);
}
