// The network fallback screen of docs/product.md §2: shown while the browser is offline.
import { NETWORK_FALLBACK_TEXT } from '../../lib/ui/texts';
import { StatusPage } from './StatusPage';

export interface NetworkFallbackProps {
  onReload: () => void;
}

export function NetworkFallback({ onReload }: NetworkFallbackProps) {
  return (
    <StatusPage
      screen="network-fallback"
      title={NETWORK_FALLBACK_TEXT}
      actionText="重新加载"
      onAction={onReload}
    />
  );
}
