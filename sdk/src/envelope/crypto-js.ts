// The only file of the SDK that imports crypto-js (unmaintained upstream; docs/protocol.md §3 keeps
// it swappable), for the one cipher @noble/ciphers (./aes.ts) does not offer: DES-EDE3, which only the
// mini-program client's ENCRYPT-KEY needs. An ECB block cipher on bytes; padding checks, text and
// base64 live in the callers. Per-module imports keep the bundle small.
import CryptoJS from 'crypto-js/core';
import TripleDES from 'crypto-js/tripledes';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import NoPadding from 'crypto-js/pad-nopadding';

type WordArray = CryptoJS.lib.WordArray;

function toWordArray(bytes: Uint8Array): WordArray {
  const words: number[] = new Array<number>((bytes.length + 3) >>> 2).fill(0);
  for (let i = 0; i < bytes.length; i++) {
    words[i >>> 2]! |= bytes[i]! << (24 - (i % 4) * 8);
  }
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

function toBytes(words: WordArray): Uint8Array {
  const out = new Uint8Array(words.sigBytes);
  for (let i = 0; i < out.length; i++) {
    out[i] = (words.words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff;
  }
  return out;
}

/** A block cipher in ECB mode: encrypt pads with PKCS#7, decrypt returns the padded bytes. */
export interface EcbCipher {
  readonly blockSize: number;
  encryptPkcs7(plain: Uint8Array, key: Uint8Array): Uint8Array;
  decryptRaw(cipher: Uint8Array, key: Uint8Array): Uint8Array;
}

function ecb(algorithm: typeof TripleDES, blockSize: number): EcbCipher {
  return {
    blockSize,
    encryptPkcs7(plain, key) {
      const sealed = algorithm.encrypt(toWordArray(plain), toWordArray(key), { mode: ECB, padding: Pkcs7 });
      return toBytes(sealed.ciphertext);
    },
    decryptRaw(cipher, key) {
      const params = CryptoJS.lib.CipherParams.create({ ciphertext: toWordArray(cipher) });
      return toBytes(algorithm.decrypt(params, toWordArray(key), { mode: ECB, padding: NoPadding }));
    },
  };
}

/** DES-EDE3 with a 24-byte key. */
export const tripleDesEcb: EcbCipher = ecb(TripleDES, 8);
