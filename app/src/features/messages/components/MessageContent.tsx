// A message's HTML through the one sanitiser (components/ServerHtml). Its links to the app's own
// screens (lib/messageLink) are kept and open in the app, inside the mirror when the screen is
// there; a link to an allow-listed origin opens in a new window; any other is its text.
import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import { appLinkTarget } from '../lib/messageLink';

// The address a kept link carries on the page (the router's basename in front), so a link opened
// some other way (a long press, a new tab) still reaches the screen.
const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

export function MessageContent({ html, inMirror }: { html: string; inMirror: boolean }) {
  const navigate = useNavigate();
  const ownLink = useCallback(
    (address: string) => {
      const target = appLinkTarget(address, inMirror);
      return target ? `${BASE}${target}` : null;
    },
    [inMirror],
  );
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const link = (event.target as Element).closest('a');
      const address = link?.getAttribute('href');
      // A kept app link has no target; an allow-listed origin's opens in its new window.
      if (!link || !address || link.hasAttribute('target') || !address.startsWith(`${BASE}/`)) return;
      event.preventDefault();
      navigate(address.slice(BASE.length));
    },
    [navigate],
  );
  return <ServerHtml className="mh-msg-content" html={html} ownLink={ownLink} onClick={onClick} />;
}
