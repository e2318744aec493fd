// Small self-contained HTML pages for states that have no app to show (not built, bad deep link).
import { createHash } from 'node:crypto';

const STYLE = `
body { font: 15px/1.6 system-ui, sans-serif; margin: 0; padding: 24px; color: #1f2328; background: #f6f8fa; }
main { max-width: 560px; margin: 40px auto; background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 20px 24px; }
h1 { font-size: 20px; margin: 0 0 12px; }
pre { background: #1f2328; color: #f6f8fa; padding: 10px 12px; border-radius: 6px; overflow-x: auto; }
`;

/** The CSP source that allows these pages' one inline stylesheet, and no other (security.ts). */
export const MESSAGE_PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export interface MessagePage {
  title: string;
  lines: string[];
  /** A shell command to show in a code block. */
  command?: string;
}

/** @example res.status(503).type('html').send(renderMessagePage({ title: 'H5 尚未构建', lines: [], command: 'npm run build' })) */
export function renderMessagePage(page: MessagePage): string {
  const lines = page.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const command = page.command ? `<pre><code>${escapeHtml(page.command)}</code></pre>` : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>${STYLE}</style>
</head>
<body><main><h1>${escapeHtml(page.title)}</h1>
${lines}
${command}
</main></body>
</html>
`;
}

/** @example escapeHtml('<b>') // '&lt;b&gt;' */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
