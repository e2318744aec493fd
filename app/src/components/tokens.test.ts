// jsdom computes no styles, so the 4.5:1 text contrast (docs/product.md "UI rules") is checked on the one
// file the colours are set in; the every-route check (axe in Chromium) checks the rendered pages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const declared = new Map([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));

/** A colour token's hex value, following var() references to the one that sets it. */
function colour(name: string): string {
  const value = declared.get(name);
  if (!value) throw new Error(`${name} is not set in tokens.css`);
  const ref = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (ref) return colour(ref);
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is ${value}, not a six-digit colour`);
  return value;
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

const TEXT_ON_SURFACES = [
  '--mh-color-text',
  '--mh-color-text-strong',
  '--mh-color-text-secondary',
  '--mh-color-text-weak',
  '--mh-color-primary',
  '--mh-color-primary-strong',
  '--mh-color-link',
  '--mh-color-success',
  '--mh-color-warning',
  '--mh-color-danger',
  '--mh-color-danger-text',
];
const SURFACES = ['--mh-color-surface', '--mh-color-page', '--mh-color-surface-muted'];

describe('design tokens', () => {
  it.each(TEXT_ON_SURFACES.flatMap((text) => SURFACES.map((surface) => [text, surface])))(
    '%s reads at 4.5:1 or more on %s',
    (text, surface) => {
      expect(contrast(colour(text), colour(surface))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    ['--mh-color-on-primary', '--mh-color-primary'],
    ['--mh-color-on-primary', '--mh-color-primary-strong'],
    ['--mh-color-primary-strong', '--mh-color-primary-soft'],
    ['--mh-color-success-text', '--mh-color-success-soft'],
    ['--mh-color-warning-text', '--mh-color-warning-soft'],
    ['--mh-color-danger-text', '--mh-color-danger-soft'],
    ['--mh-color-info-text', '--mh-color-info-soft'],
  ])('%s reads at 4.5:1 or more on %s', (text, fill) => {
    expect(contrast(colour(text), colour(fill))).toBeGreaterThanOrEqual(4.5);
  });

  it("an input's outline stands out at 3:1 (non-text contrast)", () => {
    const ratio = contrast(colour('--mh-color-border-strong'), colour('--mh-color-surface'));
    expect(ratio).toBeGreaterThanOrEqual(3);
  });

  it('no type size can fall under 12 px and no control under 44 px at any width', () => {
    const fonts = [...declared].filter(([name]) => name.startsWith('--mh-font-'));
    expect(fonts.length).toBeGreaterThan(5);
    for (const [name, value] of fonts) expect(value, name).toMatch(/^max\((1[2-9]|[2-9]\d)px, [\d.]+rem\)$/);
    expect(declared.get('--mh-control-height')).toMatch(/^max\(44px, [\d.]+rem\)$/);
  });

  it('knows a failing pair when it sees one', () => {
    expect(contrast('#999999', '#ffffff')).toBeLessThan(4.5);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
  });
});
