// Strict PKCS#7 removal: crypto-js's own unpad trusts the last byte, so a wrong key would yield
// garbage text instead of an error the caller can act on.
import { EnvelopeError } from './envelope-error';

export function stripPkcs7(padded: Uint8Array, blockSize: number): Uint8Array {
  const n = padded[padded.length - 1] ?? 0;
  if (padded.length === 0 || padded.length % blockSize !== 0 || n < 1 || n > blockSize) {
    throw new EnvelopeError('Bad PKCS#7 padding');
  }
  for (let i = padded.length - n; i < padded.length; i++) {
    if (padded[i] !== n) throw new EnvelopeError('Bad PKCS#7 padding');
  }
  return padded.subarray(0, padded.length - n);
}
