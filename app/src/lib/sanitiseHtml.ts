// Server HTML (answers, agreements, rules) is made inert before it reaches the page: one DOMPurify
// profile of plain text markup, so nothing in it runs, styles itself, hooks the app's CSS, asks for
// input or overlays the screen; pictures and links only from the allow-listed origins
// (docs/decisions.md "Server HTML"). Shown by components/ServerHtml, whose box also contains it.
import DOMPurify from 'dompurify';
import { links, ownPictures, pictures } from '../../../fixtures/environments/server-html-origins.json';
import { checkPartnerAddress } from './partnerAddress';

const LINK_ORIGINS: readonly string[] = links;
const PICTURE_ORIGINS: readonly string[] = pictures;

// Text structure only: nothing that positions (dialog), asks (form, input, button), embeds
// (iframe, object, svg, math) or reaches the document (meta, link, base, style).
const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'div', 'span'],
  ...['b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'small', 'sub', 'sup', 'mark', 'code'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'figure', 'figcaption'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ...['a', 'img'],
];
// No style, class, id, name, data-* or aria-*: nothing for the app's CSS or scripts to meet.
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan'];

const purifier = DOMPurify(window);
const PROFILE = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false } as const;

/** A picture's address, absolute, when it is one of the app's own or from an allow-listed origin. */
function pictureAddress(src: string | null): string | null {
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src, window.location.href);
  } catch {
    return null;
  }
  const own =
    url.origin === window.location.origin &&
    /^https?:$/.test(url.protocol) &&
    url.pathname.startsWith(ownPictures);
  const listed = url.protocol === 'https:' && PICTURE_ORIGINS.includes(url.origin);
  return (own || listed) && !url.username && !url.password ? url.href : null;
}

export interface SanitiseOptions {
  /**
   * A screen whose HTML may lead to the app's own screens (the message centre) names them: the
   * address to keep for a link that is not on the allow-list, or null to show it as its text. The
   * link is kept with that address alone, in this window, for the screen to open in the app.
   */
  ownLink?: (href: string) => string | null;
}

/**
 * The markup to show, for components/ServerHtml (the one place it reaches the page).
 *
 * @example sanitiseHtml('<p style="position:fixed">重新<a href="https://evil.example/">登录</a></p>') // '<p>重新登录</p>'
 */
export function sanitiseHtml(html: string, options: SanitiseOptions = {}): string {
  // Sanitised in DOMPurify's inert document: nothing loads while the pictures and links are checked.
  const body = purifier.sanitize(html, { ...PROFILE, RETURN_DOM: true }) as HTMLElement;
  for (const img of Array.from(body.querySelectorAll('img'))) {
    const src = pictureAddress(img.getAttribute('src'));
    if (!src) {
      img.remove();
      continue;
    }
    img.setAttribute('src', src);
    // A picture the back office gave no text is decoration to a screen reader, not an unnamed image.
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
  }
  for (const a of Array.from(body.querySelectorAll('a'))) {
    const check = checkPartnerAddress(a.getAttribute('href'), LINK_ORIGINS);
    const own = check.ok ? null : (options.ownLink?.(a.getAttribute('href') ?? '') ?? null);
    if (own) {
      a.setAttribute('href', own);
      continue;
    }
    if (!check.ok) {
      // Any other link is its text: the merchant reads it and goes nowhere.
      a.replaceWith(...Array.from(a.childNodes));
      continue;
    }
    // A new window without opener or referrer: it can neither replace the app nor reach back into it.
    a.setAttribute('href', check.href);
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  return body.innerHTML;
}
