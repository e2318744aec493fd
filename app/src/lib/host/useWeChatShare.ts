// The card WeChat's menu shares a page as, in the official account (to a chat, to Moments). Set
// each time the card changes; outside the official account nothing is asked of anyone.
import { useEffect } from 'react';
import type { ShareCard } from './HostContext';
import { useOptionalHost } from './useHost';

/**
 * `card` null: nothing to share yet (the data is loading); the menu shares the bare page.
 *
 * @example
 * useWeChatShare(detail ? { title: detail.name, desc: '积分兑换', link: pageHref, imgUrl: detail.image } : null);
 */
export function useWeChatShare(card: ShareCard | null): void {
  const account = useOptionalHost()?.officialAccount ?? null;
  const { title, desc, link, imgUrl } = card ?? {};
  useEffect(() => {
    if (!account || title === undefined || desc === undefined || link === undefined) return;
    void account.share({ title, desc, link, imgUrl });
  }, [account, title, desc, link, imgUrl]);
}
