import { rsaEncrypt } from '../envelope/rsa';
import { bytesToBase64, hexToBytes } from '../envelope/bytes';

/**
 * Seals a credential for a header (TOKEN, DEVICE-VERIFY): RSA PKCS#1 v1.5 with the gateway's key,
 * the cipher bytes in base64, then `encodeURIComponent`. A value longer than one block yields
 * several k-byte blocks, concatenated before base64.
 *
 * @example
 * ```ts
 * headers.TOKEN = sealToken(token, publicKeyPem);
 * ```
 */
export function sealToken(value: string, publicKey: string): string {
  return encodeURIComponent(bytesToBase64(hexToBytes(rsaEncrypt(value, publicKey))));
}
