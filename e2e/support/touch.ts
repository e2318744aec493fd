// A finger on the screen through Chromium's touch input (CDP), and the pull to refresh it makes on
// any scroller with the app's PullToRefresh (lists, the month bill).
import type { Locator, Page } from '@playwright/test';
import { expect } from './sim';

/** A finger on the screen: it moves down by `dy` CSS px from where it touched, then lets go. */
export interface Finger {
  moveTo(dy: number): Promise<void>;
  /** A second finger touches the screen beside this one (a pinch begins). */
  addSecond(): Promise<void>;
  release(): Promise<void>;
}

/**
 * Puts a finger on `scroller`, near its top.
 *
 * @example const finger = await touchDown(page, page.locator('[data-list-scroller]'));
 */
export async function touchDown(page: Page, scroller: Locator): Promise<Finger> {
  const box = (await scroller.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + 40;
  const cdp = await page.context().newCDPSession(page);
  let at = 0;
  let second = false;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [{ x, y: y + dy, id: 0 }, ...(second ? [{ x: x + 60, y: y + dy, id: 1 }] : [])],
    });
  await touch('touchStart', 0);
  return {
    async moveTo(dy) {
      while (at + 20 <= dy) await touch('touchMove', (at += 20));
    },
    async addSecond() {
      second = true;
      await touch('touchStart', at);
    },
    async release() {
      await touch('touchEnd', at);
    },
  };
}

/**
 * Pulls `scroller` down from near its top past the release threshold and lets go.
 *
 * @example await pullDown(page, page.locator('.mh-bill'));
 */
export async function pullDown(page: Page, scroller: Locator): Promise<void> {
  const finger = await touchDown(page, scroller);
  await finger.moveTo(300);
  await expect(page.locator('.mh-ptr-head')).toHaveText('释放立即刷新');
  await finger.release();
}
