// Puts the host shim in front of everything else a page runs.

const HEAD = /<head(\s[^>]*)?>/i;
const CHARSET = /^\s*<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;

/**
 * Inserts `<script defer fetchpriority="high" src>` as the first script of `<head>` (after
 * `<meta charset>`, which must stay within the first bytes), so the host exists before the app's own
 * scripts look for it: deferred and module scripts run in document order. Deferred, not blocking,
 * because a real host injects its bridge without a network round trip before the first paint; at
 * high priority, because a deferred script is otherwise fetched at low priority, after every
 * script of the app, and the first call (which needs the host's answer) would wait for all of them
 * (docs/performance.md, "The route's chunks and the host ahead of the rest").
 *
 * `metas` go right before it, for the script to read as it starts.
 *
 * @example injectHeadScript('<html><head><title>x</title></head></html>', '/__sim/shim.js')
 */
export function injectHeadScript(html: string, src: string, metas: Record<string, string> = {}): string {
  const tag =
    Object.entries(metas)
      .map(
        ([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}">`,
      )
      .join('') + `<script defer fetchpriority="high" src="${escapeAttribute(src)}"></script>`;
  const head = HEAD.exec(html);
  if (!head) return tag + html;
  let at = head.index + head[0].length;
  const charset = CHARSET.exec(html.slice(at));
  if (charset) at += charset[0].length;
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
