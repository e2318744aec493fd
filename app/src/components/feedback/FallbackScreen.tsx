// The empty-path fallback (docs/product.md §2): the address matches no page. Says so and offers the way back
// its host expects: close the web view in a host app, navigate back in the mini program, or
// history.back in a browser.
import { goBack, wayBackOf } from '../../lib/host/wayBack';
import { useOptionalHost } from '../../lib/host/useHost';
import { useScreenTitle } from '../../lib/useScreenTitle';
import { StatusPage } from './StatusPage';

const ACTION = { closeWebView: '关闭页面', navigateBack: '返回', history: '返回上一页' } as const;

export function FallbackScreen() {
  const host = useOptionalHost();
  useScreenTitle('页面不存在');
  return (
    <StatusPage
      screen="*"
      title="页面不存在"
      description="您访问的页面不存在或已下线"
      actionText={ACTION[wayBackOf(host)]}
      onAction={() => goBack(host)}
    />
  );
}
