// Test-only: what the gateway does on its side, written with independent code (node-forge for
// RSA, node:crypto for AES/3DES) so SDK tests never check the SDK against itself.
import { createCipheriv, createDecipheriv } from 'node:crypto';
import forge from 'node-forge';
import { devPrivateKey } from './dev-keys';

export function privateKey(pem = devPrivateKey): forge.pki.rsa.PrivateKey {
  return forge.pki.privateKeyFromPem(pem);
}

const defaultKey = privateKey();

/** Decrypts concatenated k-byte RSA blocks (hex) and returns the joined plaintext bytes. */
export function rsaDecryptHex(hex: string, key = defaultKey): Buffer {
  const k = Math.ceil(key.n.bitLength() / 8);
  if (hex.length % (2 * k) !== 0)
    throw new Error(`RSA hex length ${hex.length} is not a multiple of ${2 * k}`);
  const parts: Buffer[] = [];
  for (let i = 0; i < hex.length; i += 2 * k) {
    const block = forge.util.hexToBytes(hex.slice(i, i + 2 * k));
    parts.push(Buffer.from(key.decrypt(block, 'RSAES-PKCS1-V1_5'), 'binary'));
  }
  return Buffer.concat(parts);
}

/** Reads a TOKEN / DEVICE-VERIFY header value: URL-decode, base64, RSA. */
export function openToken(header: string, key = defaultKey): string {
  const bytes = Buffer.from(decodeURIComponent(header), 'base64');
  return rsaDecryptHex(bytes.toString('hex'), key).toString('utf8');
}

export function nodeAesEncrypt(plain: string, key: string): string {
  const c = createCipheriv('aes-256-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('base64');
}

export function nodeAesDecrypt(base64: string, key: string): string {
  const d = createDecipheriv('aes-256-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([d.update(Buffer.from(base64, 'base64')), d.final()]).toString('utf8');
}

export function nodeTripleDesEncrypt(plain: string, secret: string): string {
  const c = createCipheriv('des-ede3', Buffer.from(secret, 'utf8'), null);
  return Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('base64');
}

/** Opens `rsaHex|base64` the way the gateway does; returns the AES key and the JSON text. */
export function openSealedRequest(body: string, key = defaultKey): { aesKey: string; json: string } {
  const [rsaHex, aes, ...rest] = body.split('|');
  if (!rsaHex || aes === undefined || rest.length > 0) throw new Error('Not a sealed body');
  const aesKey = rsaDecryptHex(rsaHex, key).toString('utf8');
  return { aesKey, json: nodeAesDecrypt(aes, aesKey) };
}
