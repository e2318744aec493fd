// The server's description comes as HTML; the screen needs its words only. DOMParser builds an
// inert document (no script runs, nothing loads), and only its text reaches React — no HTML is set.
export function plainText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
