// The gateway's side of wire protocol v1, written independently of the SDK's envelope so a bug
// shared by both sides cannot hide. All node:crypto: RSA as the raw operation (RSA_NO_PADDING,
// because Node 20 refuses PKCS#1 v1.5 in privateDecrypt, CVE-2023-46809) with the v1.5 type-2
// padding checked here without branching on secret bytes; AES-256-ECB and DES-EDE3-ECB.
// docs/performance.md "The simulator under load" has why (node-forge cost ~7 ms a block).
import {
  constants,
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  privateDecrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

/** Raised when ciphertext cannot be opened: not hex/base64, wrong key, bad padding. */
export class SealError extends Error {
  override readonly name = 'SealError';
}

export function isSealError(e: unknown): e is SealError {
  return e instanceof Error && e.name === 'SealError';
}

interface RsaKey {
  key: KeyObject;
  /** Modulus length in bytes: every block is exactly this long. */
  k: number;
}

// Parsing a PEM costs more than a decryption: once per key.
const keys = new Map<string, RsaKey>();

function privateKey(pem: string): RsaKey {
  let entry = keys.get(pem);
  if (!entry) {
    const key = createPrivateKey(pem);
    entry = { key, k: Math.ceil((key.asymmetricKeyDetails?.modulusLength ?? 0) / 8) };
    keys.set(pem, entry);
  }
  return entry;
}

/**
 * The message inside an EME-PKCS1-v1_5 block (RFC 8017 §7.2.2): `00 02 PS 00 M` with PS at least
 * 8 non-zero bytes. Every byte is looked at whatever it holds, and the verdict is one flag, so the
 * time taken says nothing about where the block went wrong (Bleichenbacher); the one answer to a
 * bad block is SealError.
 *
 * @example unpadPkcs1Type2(Buffer.from('0002' + '11'.repeat(8) + '00' + '4142', 'hex')) // <41 42>
 */
export function unpadPkcs1Type2(block: Buffer): Buffer {
  // bad != 0 marks a bad block; 0/1 flags, combined with bit operations only.
  let bad = block.length < 11 ? 1 : 0;
  bad |= block[0]! | (block[1]! ^ 2);
  let looking = 1;
  let separator = 0;
  for (let i = 2; i < block.length; i++) {
    const isZero = ((block[i]! - 1) >>> 31) & 1;
    const here = isZero & looking;
    separator |= -here & i;
    looking &= isZero ^ 1;
  }
  bad |= looking; // no zero separator
  bad |= ((separator - 10) >>> 31) & 1; // fewer than 8 bytes of padding before it
  if (bad !== 0) throw new SealError('RSA block does not decrypt with the gateway key');
  return block.subarray(separator + 1);
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
  const { key, k } = privateKey(pem);
  if (cipher.length === 0 || cipher.length % k !== 0)
    throw new SealError(`RSA ciphertext is not a multiple of ${k} bytes`);
  if (cipher.length / k > maxBlocks) throw new SealError(`more than ${maxBlocks} RSA blocks`);
  blocksDecrypted += cipher.length / k;
  const chunks: Buffer[] = [];
  for (let i = 0; i < cipher.length; i += k) {
    let block: Buffer;
    try {
      block = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, cipher.subarray(i, i + k));
    } catch {
      // A block not below the modulus.
      throw new SealError('RSA block does not decrypt with the gateway key');
    }
    chunks.push(unpadPkcs1Type2(block));
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
