// Reads an RSA public key (PEM or bare base64; SPKI "PUBLIC KEY" or PKCS#1 "RSA PUBLIC KEY")
// with a minimal DER walker: two INTEGERs are all RSA encryption needs.
import { base64ToBytes, bytesToHex } from './bytes';
import { EnvelopeError } from './envelope-error';

export interface RsaPublicKey {
  n: bigint;
  e: bigint;
  /** Modulus length in bytes (k of RFC 8017): 128 for a 1024-bit key. */
  size: number;
}

interface Tlv {
  tag: number;
  start: number;
  end: number;
}

const RSA_ENCRYPTION_OID = '2a864886f70d010101';

function readTlv(der: Uint8Array, offset: number): Tlv {
  const tag = der[offset];
  let length = der[offset + 1];
  let start = offset + 2;
  if (tag === undefined || length === undefined) throw new EnvelopeError('Truncated public key');
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count < 1 || count > 4) throw new EnvelopeError('Unsupported DER length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (der[start + i] ?? 0);
    start += count;
  }
  const end = start + length;
  if (end > der.length) throw new EnvelopeError('Truncated public key');
  return { tag, start, end };
}

function expect(der: Uint8Array, offset: number, tag: number): Tlv {
  const tlv = readTlv(der, offset);
  if (tlv.tag !== tag) throw new EnvelopeError('Not an RSA public key');
  return tlv;
}

function integer(der: Uint8Array, tlv: Tlv): bigint {
  return BigInt(`0x${bytesToHex(der.subarray(tlv.start, tlv.end)) || '0'}`);
}

/** RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER } */
function rsaPublicKey(der: Uint8Array, offset: number): RsaPublicKey {
  const seq = expect(der, offset, 0x30);
  const n = integer(der, expect(der, seq.start, 0x02));
  const e = integer(der, expect(der, readTlv(der, seq.start).end, 0x02));
  const size = Math.ceil(n.toString(16).length / 2);
  if (size < 64 || e < 3n) throw new EnvelopeError('RSA key too small');
  return { n, e, size };
}

function parseDer(der: Uint8Array): RsaPublicKey {
  const outer = expect(der, 0, 0x30);
  const first = readTlv(der, outer.start);
  if (first.tag === 0x02) return rsaPublicKey(der, 0);
  // SubjectPublicKeyInfo: SEQUENCE { SEQUENCE { OID, NULL }, BIT STRING { 0x00, RSAPublicKey } }
  const oid = expect(der, first.start, 0x06);
  if (bytesToHex(der.subarray(oid.start, oid.end)) !== RSA_ENCRYPTION_OID) {
    throw new EnvelopeError('Not an RSA public key');
  }
  const bits = expect(der, first.end, 0x03);
  return rsaPublicKey(der, bits.start + 1);
}

// Keys are parsed once: a page seals with one or two keys for its whole life.
const cache = new Map<string, RsaPublicKey>();

/** Parses (and memoises) an RSA public key in PEM or bare-base64 DER form. */
export function parsePublicKey(pem: string): RsaPublicKey {
  let key = cache.get(pem);
  if (!key) {
    if (/PRIVATE KEY/.test(pem)) throw new EnvelopeError('Expected a public key, got a private key');
    key = parseDer(base64ToBytes(pem.replace(/-----[^-]+-----/g, '')));
    if (cache.size > 16) cache.clear();
    cache.set(pem, key);
  }
  return key;
}
