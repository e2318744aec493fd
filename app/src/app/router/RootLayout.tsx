// The frame around every screen: the spinner while a screen's code loads, and the network
// fallback while the browser is offline (until 重新加载 is pressed with the network back).
import { Outlet, useNavigation } from 'react-router-dom';
import { Spinner } from '../../components/feedback/Spinner';
import { NetworkFallback } from '../../components/feedback/NetworkFallback';
import { useNetworkFallback } from './useNetworkFallback';

export function RootLayout() {
  const navigation = useNavigation();
  const { showFallback, reload, generation } = useNetworkFallback();
  if (showFallback) return <NetworkFallback onReload={reload} />;
  return (
    <>
      {navigation.state === 'loading' ? <Spinner /> : null}
      <Outlet key={generation} />
    </>
  );
}
