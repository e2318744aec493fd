// The worked test vector of docs/protocol.md. The values live here; the doc repeats them, and the
// last test keeps the two identical.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aesEncrypt } from './aes';
import { openResponseBody, sealRequestBody } from './body';
import { tripleDesEncrypt } from './triple-des';
import { devPublicKey, devTripleDesSecret } from './testing/dev-keys';
import { hexKey, openssl } from './testing/openssl';
import { openSealedRequest } from './testing/server-side';

const VECTOR = {
  aesKey: '0123456789abcdef0123456789abcdef',
  aesKeyHex: '3031323334353637383961626364656630313233343536373839616263646566',
  json: '{"merchantNo":"M0001","amount":"12.50","memo":"积分兑换"}',
  aesBase64: '2li+2m5hpb6EN9kSDNpiahpILOK4DqehktkKsgeMmshL9VvGhDQbtDAv+ilfLW+OTYIGDlS1Hklfbm91IdnXbQ==',
  tripleDesWrappedKey: 'SQCzUC6Q84BDGUlwgyl0ZkkAs1AukPOAQxlJcIMpdGaAiAWjazEyhA==',
};

describe('protocol.md test vector', () => {
  it('AES part and key bytes', () => {
    expect(hexKey(VECTOR.aesKey)).toBe(VECTOR.aesKeyHex);
    expect(aesEncrypt(VECTOR.json, VECTOR.aesKey)).toBe(VECTOR.aesBase64);
    const sealed = sealRequestBody(VECTOR.json, { publicKey: devPublicKey, aesKey: VECTOR.aesKey });
    const [rsaHex, base64] = sealed.split('|');
    expect(rsaHex).toMatch(/^[0-9a-f]{256}$/); // randomised padding: differs every time
    expect(base64).toBe(VECTOR.aesBase64);
    expect(openSealedRequest(sealed)).toEqual({ aesKey: VECTOR.aesKey, json: VECTOR.json });
  });

  it('response direction and the 3DES-wrapped ENCRYPT-KEY', () => {
    expect(openResponseBody(VECTOR.aesBase64, VECTOR.aesKey)).toEqual(JSON.parse(VECTOR.json));
    expect(tripleDesEncrypt(VECTOR.aesKey, devTripleDesSecret)).toBe(VECTOR.tripleDesWrappedKey);
    expect(
      openResponseBody(VECTOR.aesBase64, VECTOR.tripleDesWrappedKey, { tripleDesSecret: devTripleDesSecret }),
    ).toEqual(JSON.parse(VECTOR.json));
  });

  it('OpenSSL reproduces the AES part with the documented command', () => {
    const out = openssl(['enc', '-aes-256-ecb', '-K', VECTOR.aesKeyHex, '-a', '-A'], VECTOR.json).toString(
      'ascii',
    );
    expect(out).toBe(VECTOR.aesBase64);
  });

  it('docs/protocol.md shows the same values', () => {
    const doc = readFileSync(new URL('../../../docs/protocol.md', import.meta.url), 'utf8');
    for (const value of Object.values(VECTOR)) expect(doc).toContain(value);
  });
});
