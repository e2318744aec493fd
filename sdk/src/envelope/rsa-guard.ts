// docs/product.md §7 keeps the legacy "retry up to 5 times until the RSA result is 256 hex" loop. Our
// rsaEncrypt pads every block to k bytes, so the loop should never run twice; the counter lets a
// test (and a curious engineer in a console) prove it.
import { EnvelopeError } from './envelope-error';
import { parsePublicKey } from './public-key';
import { rsaEncrypt } from './rsa';

const RETRIES = 5;
let retriesSoFar = 0;

/** How many times the length guard has retried in this JS realm (0 is the only healthy value). */
export function rsaGuardRetries(): number {
  return retriesSoFar;
}

/**
 * RSA-encrypts the AES key and insists on one full block (2k hex chars: 256 for 1024-bit),
 * retrying up to 5 times before giving up with an {@link EnvelopeError}.
 */
export function sealAesKey(aesKey: string, publicKeyPem: string, encrypt = rsaEncrypt): string {
  const expected = 2 * parsePublicKey(publicKeyPem).size;
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    if (attempt > 0) retriesSoFar++;
    const hex = encrypt(aesKey, publicKeyPem);
    if (hex.length === expected) return hex;
  }
  throw new EnvelopeError(`RSA result is not ${expected} hex characters`);
}
