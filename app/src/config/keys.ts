// The development keys the simulator build carries (fixtures/keys). A production build passes its
// own through `MERCHANT_PUBLIC_KEY_FILE` / `MERCHANT_3DES_SECRET_FILE` (see vite.config.ts).
import devPublicKey from '../../../fixtures/keys/dev-public.pem?raw';
import devTripleDesSecret from '../../../fixtures/keys/dev-3des-secret.txt?raw';

export const devKeys = { publicKey: devPublicKey, tripleDesSecret: devTripleDesSecret.trim() } as const;
