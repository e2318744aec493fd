// Whether the page should show the network fallback: set when the browser goes offline (or starts
// offline), cleared only by an acknowledgement (重新加载) made while online.

type NetworkWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  navigator: { onLine: boolean };
};

export interface NetworkStatus {
  subscribe(listener: () => void): () => void;
  /** Called when the browser comes back online while the fallback shows. */
  onReconnect(listener: () => void): () => void;
  /** true while the fallback screen should show. */
  getSnapshot(): boolean;
  /** The merchant asked to reload: returns true (and clears the fallback) when the network is back. */
  acknowledge(): boolean;
  readonly online: boolean;
}

export function createNetworkStatus(win: NetworkWindow): NetworkStatus {
  let fallback = !win.navigator.onLine;
  const listeners = new Set<() => void>();
  const reconnectListeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  const onOnline = () => {
    if (fallback) reconnectListeners.forEach((l) => l());
  };
  const onOffline = () => {
    if (fallback) return;
    fallback = true;
    emit();
  };
  return {
    subscribe(listener) {
      if (listeners.size === 0) {
        win.addEventListener('offline', onOffline);
        win.addEventListener('online', onOnline);
      }
      listeners.add(listener);
      // The browser may have gone offline before anyone listened.
      if (!win.navigator.onLine) onOffline();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          win.removeEventListener('offline', onOffline);
          win.removeEventListener('online', onOnline);
        }
      };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => void reconnectListeners.delete(listener);
    },
    getSnapshot: () => fallback,
    acknowledge() {
      if (!win.navigator.onLine) return false;
      if (fallback) {
        fallback = false;
        emit();
      }
      return true;
    },
    get online() {
      return win.navigator.onLine;
    },
  };
}
