// Opens /__sim/probe for a host in a hidden same-origin iframe and hands back its `window.probe`.
import type { HostKindName } from '../../shared/host-profiles';
import type { ProbeApi } from '../probe/api';

export interface ProbeFrame {
  probe: ProbeApi;
  close(): void;
}

export async function openProbe(
  options: { host: HostKindName; version: number; session: string; scenario: string },
  timeoutMs = 8000,
): Promise<ProbeFrame> {
  const q = new URLSearchParams({
    __host: options.host,
    __version: String(options.version),
    __session: options.session,
    __scenario: options.scenario,
  });
  const frame = document.createElement('iframe');
  frame.title = `probe ${options.host}`;
  frame.className = 'probe-frame';
  frame.src = `/__sim/probe?${q.toString()}`;
  document.body.appendChild(frame);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const probe = (frame.contentWindow as (Window & { probe?: ProbeApi }) | null)?.probe;
    if (probe) return { probe, close: () => frame.remove() };
    await new Promise((r) => setTimeout(r, 50));
  }
  frame.remove();
  throw new Error('probe page did not load (is the harness built? npm run build -w simulator)');
}
