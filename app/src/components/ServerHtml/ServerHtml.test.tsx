import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cases } from '../../../../fixtures/server-html/hostile.json';
import { expectNoA11yViolations } from '../../testing/a11y';
import { ServerHtml } from './ServerHtml';

const ran = () => (window as { __serverHtmlRan?: unknown }).__serverHtmlRan;

describe('<ServerHtml>', () => {
  it('shows the whole hostile corpus as inert text markup in its own box', async () => {
    const { container } = render(
      <ServerHtml
        className="mh-help-answer-body"
        data-state="ready"
        html={cases.map((c) => c.html).join('')}
      />,
    );
    await expectNoA11yViolations(container);
    const box = container.firstElementChild!;
    expect(box.className).toBe('mh-server-html mh-help-answer-body');
    expect(box.getAttribute('data-state')).toBe('ready');
    expect(box.textContent).toContain('在结算卡中提交新卡即可');
    expect(
      box.querySelectorAll('[style], [class], [id], style, form, input, button, svg, math, iframe'),
    ).toHaveLength(0);
    for (const element of Array.from(box.querySelectorAll('*'))) fireEvent.click(element);
    expect(ran()).toBeUndefined();
  });

  it('is the only place in the app that puts HTML from a string into the page', () => {
    const src = join(__dirname, '../..');
    const writers = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .filter((file) =>
        /dangerouslySetInnerHTML|\.(inner|outer)HTML\s*=|insertAdjacentHTML|document\.write/.test(
          readFileSync(join(src, file), 'utf8'),
        ),
      );
    expect(writers).toEqual([join('components', 'ServerHtml', 'ServerHtml.tsx')]);
  });

  it('clips and contains its box in the stylesheet (jsdom computes no styles; e2e measures it)', () => {
    const css = readFileSync(join(__dirname, 'ServerHtml.css'), 'utf8');
    const box = /\.mh-server-html \{([^}]*)\}/.exec(css)?.[1] ?? '';
    for (const rule of ['position: relative', 'overflow: hidden', 'contain: content', 'isolation: isolate'])
      expect(box).toContain(rule);
  });
});
