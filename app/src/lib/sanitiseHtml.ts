// Server HTML (answers, agreements, rules) is sanitised with DOMPurify before it reaches the page,
// so a script, an event handler or a javascript: link in it never runs (docs/product.md "Privacy and
// safety rules"). Shared by every feature that shows server HTML.
import DOMPurify from 'dompurify';

// A picture the back office gave no text is decoration to a screen reader, not an unnamed image.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/**
 * @example <div dangerouslySetInnerHTML={{ __html: sanitiseHtml(agreement.content) }} />
 */
export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}
