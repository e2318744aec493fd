import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '../../lib/api';
import { NetworkStatusContext, pageNetworkStatus } from '../../lib/network/NetworkStatusContext';
import { useAppDispatch } from '../../lib/state/hooks';
import { notify } from '../../lib/ui/notify';
import { showToast } from '../../lib/ui/toast';
import { NETWORK_BACK_TEXT, NETWORK_ERROR_TEXT } from '../../lib/ui/texts';

/** Fallback visibility, and the reload that brings the screen back: fresh data, fresh screen. */
export function useNetworkFallback() {
  const status = useContext(NetworkStatusContext) ?? pageNetworkStatus();
  const showFallback = useSyncExternalStore(status.subscribe, status.getSnapshot);
  const dispatch = useAppDispatch();
  const [generation, setGeneration] = useState(0);
  // Tell the merchant the network is back; the screen returns when they press 重新加载.
  useEffect(() => status.onReconnect(() => notify(NETWORK_BACK_TEXT, { tone: 'success' })), [status]);
  const reload = useCallback(() => {
    if (!status.acknowledge()) {
      showToast(NETWORK_ERROR_TEXT);
      return;
    }
    dispatch(api.util.resetApiState());
    // A new generation mounts the screen again: a screen whose code had failed loads it again.
    setGeneration((g) => g + 1);
  }, [status, dispatch]);
  return { showFallback, reload, generation };
}
