// A merchant who opens a card-machine or fee service from a link (a message, a bookmark, the host's
// menu) sees it exactly as when reached from 帮助中心: every element of the screen has the same
// computed style both ways. A screen that leaned on a stylesheet the help centre had loaded looked
// unstyled when opened directly (/help/applyInstallPage did).
import type { Page } from '@playwright/test';
import { BUSY } from '../support/fault-cell';
import { deepLink, expect, test } from '../support/sim';

const PROPERTIES = [
  'display',
  'font-size',
  'color',
  'background-color',
  'min-height',
  'padding-left',
  'border-top-width',
];

/**
 * Each element of the settled screen, in document order, with the styles that show a stylesheet. A
 * screen may still add a line after its first answers (the card-machine form's coverage of the address
 * on file): read until two reads 300 ms apart agree.
 */
async function styleOf(page: Page): Promise<string[]> {
  await expect(page.locator('[data-screen]').first()).toBeVisible();
  await expect(page.locator(BUSY)).toHaveCount(0, { timeout: 15_000 });
  let last = await readStyles(page);
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(300);
    const next = await readStyles(page);
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  return last;
}

function readStyles(page: Page): Promise<string[]> {
  return page.evaluate((properties) => {
    const screen = document.querySelector('[data-screen]');
    return [...(screen?.querySelectorAll('*') ?? [])].slice(0, 400).map((el) => {
      const style = getComputedStyle(el);
      const cls = typeof el.className === 'string' ? el.className : '';
      return `${el.tagName.toLowerCase()}.${cls} ${properties.map((p) => style.getPropertyValue(p)).join(' ')}`;
    });
  }, PROPERTIES);
}

for (const host of ['android', 'miniprogram'] as const) {
  test(`opens each help-centre service directly with all its styles (${host})`, async ({ page, session }) => {
    await page.goto(deepLink('/help/index', { host, session }));
    const services = page.getByRole('navigation', { name: '我的服务' }).getByRole('link');
    await expect(services.first()).toBeVisible();
    const names = await services.allInnerTexts();
    expect(names.length).toBeGreaterThan(4);
    for (const name of names) {
      await page.goto(deepLink('/help/index', { host, session }));
      await page.getByRole('navigation', { name: '我的服务' }).getByRole('link', { name }).click();
      const reached = await styleOf(page);
      const { pathname, search } = new URL(page.url());
      const own = new URLSearchParams(search);
      for (const key of [...own.keys()]) if (key.startsWith('__')) own.delete(key);
      const address = `${pathname.replace(/^\/h5/, '')}${own.size ? `?${own}` : ''}`;
      await page.goto(deepLink(address, { host, session }));
      expect(await styleOf(page), `${name} (${address}) opened directly`).toEqual(reached);
    }
  });
}
