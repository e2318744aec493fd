// The every-route check (docs/design.md): at each width a merchant's phone may have, the screen
// scrolls only up and down, every control is at least 44 × 44 CSS px, no text is under 12 px, and
// axe finds no serious or critical violation. Run on a settled screen; it resizes the page itself.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from './sim';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The widths held to the floor: the smallest phone still sold (320) and the common one (375). */
export const CHECKED_WIDTHS = [375, 320] as const;

interface LayoutFindings {
  overflow: number;
  smallControls: string[];
  smallText: string[];
}

/** Measures the page as it is laid out now. Runs in the browser: no imports, no closures. */
function measure(): LayoutFindings {
  const doc = document.documentElement;
  const describe = (el: Element): string => {
    const text = (el.textContent ?? '').trim().slice(0, 20);
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`;
  };
  const visible = (el: Element): boolean => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  };
  // A link inside a sentence is exempt (WCAG 2.5.8's inline exception); everything else a finger taps
  // is measured by its own box, or by its label's when the input itself is visually hidden.
  const inSentence = (el: Element): boolean =>
    getComputedStyle(el).display === 'inline' &&
    [...(el.parentElement?.childNodes ?? [])].some(
      (n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
    );
  const controls = document.querySelectorAll(
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="link"]',
  );
  const smallControls: string[] = [];
  for (const control of controls) {
    if (control.closest('[aria-hidden="true"], [inert]') || control.hasAttribute('disabled')) continue;
    const target = control.closest('label') ?? control;
    if (!visible(target) || inSentence(target)) continue;
    const rect = target.getBoundingClientRect();
    if (Math.round(rect.width) < 44 || Math.round(rect.height) < 44) {
      smallControls.push(`${describe(target)} ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
  }
  const smallText: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || (node.textContent ?? '').trim() === '' || !visible(parent)) continue;
    if (parent.closest('.mh-visually-hidden')) continue;
    // Text hidden from screen readers is still read by eyes; SVG text is drawn at its picture's scale.
    const svg = parent.closest('svg');
    const scale = svg ? (svg.getScreenCTM()?.a ?? 1) : 1;
    const size = parseFloat(getComputedStyle(parent).fontSize) * scale;
    if (size < 12) smallText.push(`${describe(parent)} ${size.toFixed(1)}px`);
  }
  return {
    overflow: Math.max(doc.scrollWidth, document.body.scrollWidth) - doc.clientWidth,
    smallControls: [...new Set(smallControls)],
    smallText: [...new Set(smallText)],
  };
}

/** axe's serious and critical violations on the page, as "rule: target" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  // page.evaluate runs outside the page's CSP, which refuses an injected script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.slice(0, 3).map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

/**
 * Holds the settled screen to the floor at every checked width, then puts the viewport back.
 * @example await expectFitsEveryWidth(page, '/integralManage/PointBill');
 */
export async function expectFitsEveryWidth(page: Page, address: string): Promise<void> {
  const before = page.viewportSize();
  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height: width === 320 ? 568 : 667 });
    // The rem layout follows the width on resize; let a frame pass so the measure sees it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    const found = await page.evaluate(measure);
    const where = `${address} at ${width} px`;
    // Soft: one run lists every screen that misses, not only the first.
    expect.soft(found.overflow, `${where} scrolls sideways by`).toBeLessThanOrEqual(0);
    expect.soft(found.smallControls, `${where}: controls under 44 × 44 px`).toEqual([]);
    expect.soft(found.smallText, `${where}: text under 12 px`).toEqual([]);
    expect.soft(await seriousViolations(page), `${where}: axe serious violations`).toEqual([]);
  }
  if (before) await page.setViewportSize(before);
}
