// Where the suite's own simulator listens (playwright.config.ts starts it).
// E2E_PORT lets two runs in one tree coexist.
export const SIM_PORT = Number(process.env.E2E_PORT ?? 5171);
export const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;

/**
 * The origin that selects an environment (docs/simulator.md "Environments and addresses"): mock, test,
 * alpha or production.
 */
export function envOrigin(env: 'mock' | 'test' | 'alpha' | 'production'): string {
  const host = {
    mock: 'localhost',
    test: 'test.localhost',
    alpha: 'alpha.localhost',
    production: 'prod.localhost',
  }[env];
  return `http://${host}:${SIM_PORT}`;
}
