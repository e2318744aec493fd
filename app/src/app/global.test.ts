// jsdom computes no styles, so the 4.5:1 text contrast (docs/product.md "UI rules") is checked on
// the one place the colours are set; Lighthouse checks the rendered pages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(__dirname, 'global.css'), 'utf8');

function colour(name: string): string {
  const match = new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`${name} is not set in global.css`);
  return match[1];
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('global colours', () => {
  it.each([
    '--adm-color-weak',
    '--adm-color-success',
    '--adm-color-warning',
    '--adm-color-danger',
    '--adm-color-primary',
    '--mh-link',
  ])('%s reads at 4.5:1 or more on white and on the page grey, and carries white text', (name) => {
    const c = colour(name);
    expect(contrast(c, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
  });

  it('knows a failing pair when it sees one', () => {
    expect(contrast('#999999', '#ffffff')).toBeLessThan(4.5);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
  });
});
