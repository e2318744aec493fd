// The one place server HTML (answers, agreements, rules) reaches the page: sanitised by
// lib/sanitiseHtml, in a box that clips and contains whatever is left, so nothing in it can cover
// the screen or lead off the app (docs/decisions.md "Server HTML").
import { useMemo, type HTMLAttributes } from 'react';
import { sanitiseHtml } from '../../lib/sanitiseHtml';
import './ServerHtml.css';

export interface ServerHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** The server's HTML, as it came. */
  html: string;
  /** Links to the app's own screens this HTML may hold (lib/sanitiseHtml's `ownLink`); none by default. */
  ownLink?: (href: string) => string | null;
}

/** @example <ServerHtml className="mh-points-rules" html={page.rules} /> */
export function ServerHtml({ html, ownLink, className, ...rest }: ServerHtmlProps) {
  const markup = useMemo(() => ({ __html: sanitiseHtml(html, { ownLink }) }), [html, ownLink]);
  return (
    <div
      {...rest}
      className={className ? `mh-server-html ${className}` : 'mh-server-html'}
      dangerouslySetInnerHTML={markup}
    />
  );
}
