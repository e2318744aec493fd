// Puts the host shim in front of everything else a page runs, inline, as a real host's bridge is
// there before the page's first byte is parsed, without a request.

const HEAD = /<head(\s[^>]*)?>/i;
const CHARSET = /^\s*<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;
/** A `<script>` tag without `src`: the page's own inline scripts (the H5's route-preload script). */
const INLINE_SCRIPT_TAG = /<script(?![^>]*\ssrc=)([^>]*)>/gi;

export interface InlineScript {
  source: string;
  /** This response's CSP nonce (security.ts `scriptNonce`). */
  nonce: string;
  /** Other attributes, e.g. `data-shim`: where the same script is served as a file. */
  attributes?: Record<string, string>;
}

/**
 * Inserts `metas` and then `<script nonce>source</script>` as the first script of `<head>` (after
 * `<meta charset>`, which must stay within the first bytes), so the host exists before the page's own
 * scripts look for it. Inline, not a file: a real host injects its bridge without a request, and
 * as a file the shim was ~4 KB more on the page's connection, before the app's own files
 * (docs/performance.md, "Inline: the route-preload script and the host shim").
 *
 * @example injectHeadScript('<html><head><title>x</title></head></html>', { source: 'init()', nonce })
 */
export function injectHeadScript(
  html: string,
  script: InlineScript,
  metas: Record<string, string> = {},
): string {
  if (/<\/script|<!--/i.test(script.source))
    throw new Error('injectHeadScript: the source would end the inline <script> early');
  const attributes = Object.entries({ nonce: script.nonce, ...script.attributes })
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const tag =
    Object.entries(metas)
      .map(
        ([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}">`,
      )
      .join('') + `<script${attributes}>${script.source}</script>`;
  const head = HEAD.exec(html);
  if (!head) return tag + html;
  let at = head.index + head[0].length;
  const charset = CHARSET.exec(html.slice(at));
  if (charset) at += charset[0].length;
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
}

/**
 * Gives the page's own inline scripts this response's nonce: the CSP runs no other inline script.
 *
 * @example withScriptNonce('<script>go()</script><script src="/a.js"></script>', 'n0') // '<script nonce="n0">go()</script><script src="/a.js"></script>'
 */
export function withScriptNonce(html: string, nonce: string): string {
  return html.replace(
    INLINE_SCRIPT_TAG,
    (_tag, rest: string) => `<script nonce="${escapeAttribute(nonce)}"${rest}>`,
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
