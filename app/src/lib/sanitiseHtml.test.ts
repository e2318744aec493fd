// The one sanitiser profile for server HTML against a corpus of hostile markup
// (fixtures/server-html/hostile.json): what comes out is text markup, pictures of the page's own
// origin, and links to the allow-listed origins only, opened where they cannot replace the app.
import { describe, expect, it } from 'vitest';
import { cases } from '../../../fixtures/server-html/hostile.json';
import { links } from '../../../fixtures/environments/server-html-origins.json';
import { sanitiseHtml } from './sanitiseHtml';

// What docs/decisions.md "Server HTML" promises, written out here rather than read from the profile.
const TEXT_TAGS = new Set(
  'p br hr h1 h2 h3 h4 h5 h6 blockquote pre div span b strong i em u s del ins small sub sup mark code ul ol li dl dt dd figure figcaption table caption thead tbody tfoot tr th td a img'.split(
    ' ',
  ),
);
const ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'target', 'rel']);

function elementsOf(html: string): Element[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll('*'));
}

describe('sanitiseHtml', () => {
  it.each(cases)('$name: text markup only, no style, class, id or handler', ({ html }) => {
    const elements = elementsOf(sanitiseHtml(html));
    for (const element of elements) {
      expect(TEXT_TAGS, element.outerHTML).toContain(element.localName);
      for (const { name } of Array.from(element.attributes))
        expect(ATTRIBUTES, element.outerHTML).toContain(name);
    }
  });

  it.each(cases)(
    '$name: pictures from the page’s own origin, links to allowed origins in a new window',
    ({ html }) => {
      const elements = elementsOf(sanitiseHtml(html));
      for (const img of elements.filter((e) => e.localName === 'img'))
        expect(new URL(img.getAttribute('src') ?? '').origin).toBe(window.location.origin);
      for (const a of elements.filter((e) => e.localName === 'a')) {
        expect(links).toContain(new URL(a.getAttribute('href') ?? '').origin);
        expect(a.getAttribute('target')).toBe('_blank');
        expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      }
    },
  );

  it.each(cases)('$name: stays the same when sanitised again (no mutation on reparse)', ({ html }) => {
    const once = sanitiseHtml(html);
    expect(sanitiseHtml(once)).toBe(once);
  });

  it('keeps what a well-behaved answer holds: headings, bold, the picture and the allowed link', () => {
    const kept = cases[0]!.html;
    expect(sanitiseHtml(kept)).toBe(
      '<h3>如何更换结算卡</h3><p>在<b>结算卡</b>中提交新卡即可，详见' +
        '<a href="https://help.sim.localhost/guide" target="_blank" rel="noopener noreferrer">帮助中心</a>。</p>' +
        `<img src="${window.location.origin}/h5/static/help/settlement-card.png" alt="结算卡页面">`,
    );
  });

  it('shows a link off the allow-list as its text, and gives a picture without text an empty alt', () => {
    expect(sanitiseHtml('<p><a href="https://evil.example/login">重新<b>登录</b></a></p>')).toBe(
      '<p>重新<b>登录</b></p>',
    );
    expect(sanitiseHtml('<img src="/h5/static/a.png">')).toBe(
      `<img src="${window.location.origin}/h5/static/a.png" alt="">`,
    );
    // The page's own origin outside the app's pictures (a gateway call, a page the host redirects).
    expect(sanitiseHtml('<img src="/gateway/user-service/my/myInfo"><img src="/h5/../x.png">')).toBe('');
  });

  it('drops what would overlay the screen, and keeps its words', () => {
    const overlay = cases.find((c) => c.name === 'overlay by style attribute')!.html;
    expect(sanitiseHtml(overlay)).toBe('<div><p>登录已失效</p>重新登录</div>');
    const forms = cases.find((c) => c.name === 'form, inputs and buttons')!.html;
    expect(sanitiseHtml(forms)).toBe('提交选项备注');
  });
});
