// The environment of a gateway request, read from its Host header the way the SDK's
// resolveEnvironment reads a page address (docs/simulator.md "Environments and addresses").
export type EnvironmentName = 'mock' | 'test' | 'alpha' | 'production';

export function environmentOfHost(host: string | undefined): EnvironmentName {
  const hostname = (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  if (hostname.includes('alpha')) return 'alpha';
  if (hostname.includes('test')) return 'test';
  if (hostname === '' || hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '::1')
    return 'mock';
  return 'production';
}
