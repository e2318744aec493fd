import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { ChipGroup } from './ChipGroup';

const CHIPS = [
  { value: '', label: '全部' },
  { value: '01', label: '获取' },
  { value: '02', label: '使用' },
];

function Kinds() {
  const [value, setValue] = useState('');
  return <ChipGroup label="积分类型" layout="fill" chips={CHIPS} value={value} onChange={setValue} />;
}

describe('<ChipGroup>', () => {
  it('presses one chip at a time, the empty value (全部) included', async () => {
    const { container } = render(<Kinds />);
    await expectNoA11yViolations(container);
    expect(screen.getByRole('group', { name: '积分类型' }).className).toContain('mh-chips--fill');
    expect(screen.getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '使用' }));
    expect(screen.getByRole('button', { name: '使用' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('false');
  });

  // jsdom lays nothing out: the 44×44 CSS px touch target (docs/product.md "UI rules") is checked on
  // the stylesheet; the e2e specs see the real boxes.
  it('chips are at least 44 px both ways', () => {
    const css = readFileSync(join(__dirname, 'ChipGroup.css'), 'utf8');
    const chip = /(?:^|\n)\.mh-chip\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(chip).toMatch(/min-width:\s*44px/);
    expect(chip).toMatch(/min-height:\s*44px/);
  });
});
