// jsdom lays nothing out, so the 44×44 CSS px touch targets (docs/product.md "UI rules") are
// checked on the stylesheet; the e2e specs see the real boxes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(__dirname, 'filters.css'), 'utf8');

function rule(selector: string): string {
  const body = new RegExp(`(?:^|\\n)${selector.replace(/[.]/g, '\\.')}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (body === undefined) throw new Error(`${selector} not in filters.css`);
  return body;
}

describe('records filters', () => {
  it('the date range button is at least 44 px tall', () => {
    expect(rule('.mh-filter-range')).toMatch(/min-height:\s*44px/);
  });
});
