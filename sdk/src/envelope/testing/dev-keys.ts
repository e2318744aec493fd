// Test-only: the committed development key pair and 3DES secret (fixtures/keys/).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (name: string) =>
  readFileSync(new URL(`../../../../fixtures/keys/${name}`, import.meta.url), 'utf8');

export const devPublicKey = read('dev-public.pem');
export const devPrivateKey = read('dev-private.pem');
export const devTripleDesSecret = read('dev-3des-secret.txt').trim();
export const devPrivateKeyPath = fileURLToPath(
  new URL('../../../../fixtures/keys/dev-private.pem', import.meta.url),
);

/** Fixed fast-check seed from FC_SEED, else a fresh one; printed so a failure can be replayed. */
export function propertySeed(label: string): number {
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
  console.log(`[fast-check] ${label}: seed ${seed} (replay with FC_SEED=${seed})`);
  return seed;
}
