// The setup as React state mirrored into the address bar, and pushed to the session's host settings
// so a reload inside the H5 (which drops the __host… parameters) keeps the same host.
import { useCallback, useEffect, useState } from 'react';
import { control } from '../api';
import { readSetup, writeSetup, type HarnessSetup } from './url-state';

export function useSetup(): [HarnessSetup, (patch: Partial<HarnessSetup>) => void] {
  const [setup, setSetup] = useState(() => readSetup(window.location.search));

  useEffect(() => {
    const onPop = () => setSetup(readSetup(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const update = useCallback((patch: Partial<HarnessSetup>) => {
    setSetup((current) => {
      const next = { ...current, ...patch };
      window.history.replaceState(null, '', `${window.location.pathname}${writeSetup(next)}`);
      return next;
    });
  }, []);

  return [setup, update];
}

export interface HostSync {
  error: string | null;
  /** Bumps after each successful PUT; the phone frame reloads on it so device overrides apply. */
  revision: number;
}

/** PUT /__sim/host whenever the host-related part of the setup changes. */
export function useHostSettingsSync(setup: HarnessSetup): HostSync {
  const [error, setError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const { session, host, version, scenario, source, env, device, withoutCalls } = setup;
  const deviceKey = JSON.stringify(device);
  const withoutKey = withoutCalls.join(',');
  useEffect(() => {
    const body = {
      host,
      version,
      scenario,
      source,
      environment: env,
      device: JSON.parse(deviceKey) as Record<string, string>,
      withoutCalls: withoutKey ? withoutKey.split(',') : [],
    };
    control('PUT /host', { query: { session }, body }).then(
      () => {
        setError(null);
        setRevision((r) => r + 1);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [session, host, version, scenario, source, env, deviceKey, withoutKey]);
  return { error, revision };
}
