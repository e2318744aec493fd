// Polls GET /__sim/logs?session=&since= every second and keeps the newest entries.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SimLogEntry } from '../shared/control-api/session';
import { fetchLogs } from './api';

const KEEP = 500;

export function useLogs(session: string): {
  entries: SimLogEntry[];
  error: string | null;
  clear: () => void;
} {
  const [entries, setEntries] = useState<SimLogEntry[]>([]);
  const [error, setError] = useState<string | null>(null);
  const since = useRef(0);

  useEffect(() => {
    since.current = 0;
    setEntries([]);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const fresh = await fetchLogs(session, since.current);
        if (stopped) return;
        setError(null);
        if (fresh.length > 0) {
          since.current = Math.max(since.current, ...fresh.map((e) => e.id));
          setEntries((old) => [...old, ...fresh].slice(-KEEP));
        }
      } catch (e) {
        if (!stopped) setError(e instanceof Error ? e.message : String(e));
      }
      if (!stopped) timer = setTimeout(() => void tick(), 1000);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [session]);

  const clear = useCallback(() => setEntries([]), []);
  return { entries, error, clear };
}
