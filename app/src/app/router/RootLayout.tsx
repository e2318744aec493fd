// The frame around every screen: the network fallback while the browser is offline (until 重新加载
// is pressed with the network back). A screen shows its own spinner while its code loads (ScreenRoute).
import { Outlet } from 'react-router-dom';
import { NetworkFallback } from '../../components/feedback/NetworkFallback';
import { useNetworkFallback } from './useNetworkFallback';

export function RootLayout() {
  const { showFallback, reload, generation } = useNetworkFallback();
  if (showFallback) return <NetworkFallback onReload={reload} />;
  return <Outlet key={generation} />;
}
