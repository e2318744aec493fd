// Test and bench only: the client side of wire protocol v1 written with node-forge and node:crypto,
// for tests that must not depend on the SDK (the SDK round trips are tested separately).
import { createDecipheriv, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { aesEncrypt, aesDecrypt } from '../crypto';

const publicKeys = new Map<string, forge.pki.rsa.PublicKey>();

function publicKey(pem: string): forge.pki.rsa.PublicKey {
  let key = publicKeys.get(pem);
  if (!key) {
    key = forge.pki.publicKeyFromPem(pem);
    publicKeys.set(pem, key);
  }
  return key;
}

/** PKCS#1 v1.5, chunks of k−11 bytes, each block k bytes: the concatenated blocks. */
export function rsaEncryptBytes(plain: string, pem: string): Buffer {
  const key = publicKey(pem);
  const k = Math.ceil(key.n.bitLength() / 8);
  const bytes = Buffer.from(plain, 'utf8');
  const blocks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += k - 11) {
    blocks.push(
      Buffer.from(
        key.encrypt(bytes.subarray(i, i + k - 11).toString('binary'), 'RSAES-PKCS1-V1_5'),
        'binary',
      ),
    );
  }
  return Buffer.concat(blocks);
}

export function sealBody(json: string, pem: string, aesKey = randomBytes(16).toString('hex')): string {
  return `${rsaEncryptBytes(aesKey, pem).toString('hex')}|${aesEncrypt(json, aesKey)}`;
}

/** TOKEN / DEVICE-VERIFY: RSA → base64 → encodeURIComponent. */
export function sealHeader(value: string, pem: string): string {
  return encodeURIComponent(rsaEncryptBytes(value, pem).toString('base64'));
}

/** Opens a gateway answer: decrypts with ENCRYPT-KEY (3DES-unwrapped when a secret is given) and parses JSON when it is JSON. */
export function openAnswer(
  text: string,
  encryptKey: string | null | undefined,
  tripleDesSecret?: string,
): unknown {
  let plain = text;
  if (encryptKey) {
    let key = encryptKey;
    if (tripleDesSecret) {
      const d = createDecipheriv('des-ede3', Buffer.from(tripleDesSecret, 'utf8'), null);
      key = Buffer.concat([d.update(Buffer.from(encryptKey, 'base64')), d.final()]).toString('utf8');
    }
    plain = aesDecrypt(text, key);
  }
  try {
    return JSON.parse(plain);
  } catch {
    return plain;
  }
}
