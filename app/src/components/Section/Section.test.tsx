import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { Section } from './Section';

describe('<Section>', () => {
  it('is a region named by its heading, with the action at the heading’s right', async () => {
    const { container } = render(
      <Section title="积分好物" action={<a href="/mall">更多商品</a>} data-state="ready">
        <p>品牌保温杯</p>
      </Section>,
    );
    await expectNoA11yViolations(container);
    const region = screen.getByRole('region', { name: '积分好物' });
    expect(region.tagName).toBe('SECTION');
    expect(region.className).toBe('mh-section');
    expect(region.getAttribute('data-state')).toBe('ready');
    expect(within(region).getByRole('heading', { level: 2, name: '积分好物' })).toBeTruthy();
    const head = region.querySelector('.mh-section-head');
    expect(head?.lastElementChild?.textContent).toBe('更多商品');
    expect(region.lastElementChild?.textContent).toBe('品牌保温杯');
  });

  it('takes the heading level the screen needs, and the card look', async () => {
    const { container } = render(
      <Section title="商户入网" level={1} look="card" className="mh-onb-demo">
        <p>选择商户类型</p>
      </Section>,
    );
    await expectNoA11yViolations(container);
    const region = screen.getByRole('region', { name: '商户入网' });
    expect(region.className).toBe('mh-section mh-section--card mh-onb-demo');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('商户入网');
  });

  it('without a heading has no heading row and takes its name from aria-label', async () => {
    const { container } = render(
      <main>
        <Section aria-label="开通状态">
          <p>实名认证 已认证</p>
        </Section>
        <Section>
          <p>没有名字的块</p>
        </Section>
      </main>,
    );
    await expectNoA11yViolations(container);
    const region = screen.getByRole('region', { name: '开通状态' });
    expect(region.querySelector('.mh-section-head')).toBeNull();
    expect(region.hasAttribute('aria-labelledby')).toBe(false);
    // Unnamed, a <section> is no landmark.
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  // jsdom lays nothing out: the stylesheet is held to the tokens and to Chrome 83 (no flex gap).
  it('reads the tokens and spaces its heading row without flex gap', () => {
    const css = readFileSync(join(__dirname, 'Section.css'), 'utf8');
    const block = /(?:^|\n)\.mh-section\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(block).toMatch(/background:\s*var\(--mh-color-surface\)/);
    expect(block).toMatch(/padding:\s*var\(--mh-space-m\) var\(--mh-inset\)/);
    expect(css).not.toMatch(/(?:^|\s)gap:/);
  });
});
