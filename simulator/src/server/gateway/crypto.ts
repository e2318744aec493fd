// The gateway's side of wire protocol v1, written independently of the SDK's envelope so a bug
// shared by both sides cannot hide: node-forge for RSA PKCS#1 v1.5 decryption (Node 20 refuses
// it in privateDecrypt), node:crypto for AES-256-ECB and DES-EDE3-ECB.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** Raised when ciphertext cannot be opened: not hex/base64, wrong key, bad padding. */
export class SealError extends Error {
  override readonly name = 'SealError';
}

export function isSealError(e: unknown): e is SealError {
  return e instanceof Error && e.name === 'SealError';
}

const keys = new Map<string, forge.pki.rsa.PrivateKey>();

function privateKey(pem: string): forge.pki.rsa.PrivateKey {
  let key = keys.get(pem);
  if (!key) {
    key = forge.pki.privateKeyFromPem(pem);
    keys.set(pem, key);
  }
  return key;
}

let blocksDecrypted = 0;

/** RSA blocks decrypted by this process so far: tests prove a hostile request costs none. */
export function rsaBlocksDecrypted(): number {
  return blocksDecrypted;
}

/** A sealed body's AES key is one block; a TOKEN (a JWT, say) may take a few. */
export const MAX_TOKEN_BLOCKS = 8;

/**
 * Concatenated k-byte PKCS#1 v1.5 blocks (as bytes) → the joined plaintext bytes, at most
 * `maxBlocks` of them. Anything longer is refused before any RSA work, so no request can make the
 * single thread decrypt thousands of blocks.
 */
function rsaDecryptBlocks(cipher: Buffer, pem: string, maxBlocks: number): Buffer {
  const key = privateKey(pem);
  const k = Math.ceil(key.n.bitLength() / 8);
  if (cipher.length === 0 || cipher.length % k !== 0)
    throw new SealError(`RSA ciphertext is not a multiple of ${k} bytes`);
  if (cipher.length / k > maxBlocks) throw new SealError(`more than ${maxBlocks} RSA blocks`);
  blocksDecrypted += cipher.length / k;
  const chunks: Buffer[] = [];
  for (let i = 0; i < cipher.length; i += k) {
    try {
      chunks.push(
        Buffer.from(key.decrypt(cipher.subarray(i, i + k).toString('binary'), 'RSAES-PKCS1-V1_5'), 'binary'),
      );
    } catch {
      throw new SealError('RSA block does not decrypt with the gateway key');
    }
  }
  return Buffer.concat(chunks);
}

/** Lowercase (or uppercase) hex of exactly one RSA block (a sealed body's AES key) → UTF-8 plaintext. */
export function rsaDecryptHex(hex: string, pem: string): string {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) throw new SealError('RSA part is not hex');
  return strictUtf8(rsaDecryptBlocks(Buffer.from(hex, 'hex'), pem, 1));
}

/** Base64 of concatenated RSA blocks (the TOKEN and DEVICE-VERIFY headers after URL-decoding). */
export function rsaDecryptBase64(base64: string, pem: string): string {
  return strictUtf8(rsaDecryptBlocks(decodeBase64(base64), pem, MAX_TOKEN_BLOCKS));
}

function decodeBase64(text: string): Buffer {
  const clean = text.replace(/\s+/g, '');
  if (clean.length === 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1)
    throw new SealError('not base64');
  return Buffer.from(clean, 'base64');
}

function strictUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SealError('decrypted bytes are not UTF-8');
  }
}

/** 32 lowercase hex characters, used as text: its UTF-8 bytes are the AES-256 key. */
export function newAesKey(): string {
  return randomBytes(16).toString('hex');
}

function aesKeyBytes(key: string): Buffer {
  const bytes = Buffer.from(key, 'utf8');
  if (bytes.length !== 32) throw new SealError('AES key must be 32 bytes');
  return bytes;
}

export function aesEncrypt(plain: string, key: string): string {
  const cipher = createCipheriv('aes-256-ecb', aesKeyBytes(key), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

export function aesDecrypt(base64: string, key: string): string {
  try {
    const decipher = createDecipheriv('aes-256-ecb', aesKeyBytes(key), null);
    return strictUtf8(Buffer.concat([decipher.update(decodeBase64(base64)), decipher.final()]));
  } catch (e) {
    throw isSealError(e) ? e : new SealError('AES ciphertext does not decrypt (wrong key or padding)');
  }
}

/** DES-EDE3-ECB/PKCS#7 with the 24-byte shared secret, base64: how ENCRYPT-KEY reaches the mini program. */
export function tripleDesEncrypt(plain: string, secret: string): string {
  const cipher = createCipheriv('des-ede3', Buffer.from(secret, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

export function tripleDesDecrypt(base64: string, secret: string): string {
  try {
    const decipher = createDecipheriv('des-ede3', Buffer.from(secret, 'utf8'), null);
    return strictUtf8(Buffer.concat([decipher.update(decodeBase64(base64)), decipher.final()]));
  } catch (e) {
    throw isSealError(e) ? e : new SealError('3DES ciphertext does not decrypt');
  }
}

/** `rsaHex|base64` → the JSON text inside. */
export function openSealedBody(body: string, pem: string): string {
  const bar = body.indexOf('|');
  if (bar <= 0) throw new SealError('sealed body needs rsaHex|base64');
  const key = rsaDecryptHex(body.slice(0, bar).trim(), pem);
  if (!/^[0-9a-f]{32}$/i.test(key)) throw new SealError('the sealed AES key is not 32 hex characters');
  return aesDecrypt(body.slice(bar + 1).trim(), key);
}

/** Looks like the sealed form (hex, a bar, base64), so a JSON body is never mistaken for one. */
export function looksSealed(body: string): boolean {
  return /^[0-9a-fA-F]{16,}\|[A-Za-z0-9+/=\s]*$/.test(body.trim());
}
