// Interop with the real OpenSSL CLI: what the SDK seals, OpenSSL opens, and the reverse.
import { describe, expect, it } from 'vitest';
import { openResponseBody, sealRequestBody } from './body';
import { rsaEncrypt } from './rsa';
import { tripleDesEncrypt } from './triple-des';
import { devPrivateKeyPath, devPublicKey, devTripleDesSecret } from './testing/dev-keys';
import { hexKey, openssl, withTempDir } from './testing/openssl';

const KEY = '0123456789abcdef0123456789abcdef';

function opensslRsaDecrypt(hex: string): Buffer {
  return withTempDir((file) => {
    const parts: Buffer[] = [];
    for (let i = 0; i < hex.length; i += 256) {
      const block = file(`block${i}.bin`, Buffer.from(hex.slice(i, i + 256), 'hex'));
      parts.push(
        openssl([
          'pkeyutl',
          '-decrypt',
          '-inkey',
          devPrivateKeyPath,
          '-pkeyopt',
          'rsa_padding_mode:pkcs1',
          '-in',
          block,
        ]),
      );
    }
    return Buffer.concat(parts);
  });
}

describe('OpenSSL interop', () => {
  it('an SDK-sealed body opens with `openssl pkeyutl -decrypt` + `openssl enc -d -aes-256-ecb`', () => {
    for (const json of [
      '{}',
      '{"merchantNo":"M0001","memo":"测试😀"}',
      JSON.stringify({ list: '积分'.repeat(3000) }),
    ]) {
      const [rsaHex, base64] = sealRequestBody(json, { publicKey: devPublicKey }).split('|') as [
        string,
        string,
      ];
      const aesKey = opensslRsaDecrypt(rsaHex).toString('utf8');
      expect(aesKey).toMatch(/^[0-9a-f]{32}$/);
      const plain = openssl(['enc', '-d', '-aes-256-ecb', '-K', hexKey(aesKey), '-a', '-A'], base64);
      expect(plain.toString('utf8')).toBe(json);
    }
  });

  it('multi-block RSA text (CJK split on character boundaries) decrypts block by block', () => {
    const text = `TOKEN:${'商户积分'.repeat(40)}`;
    expect(opensslRsaDecrypt(rsaEncrypt(text, devPublicKey)).toString('utf8')).toBe(text);
  });

  it('a response made by `openssl enc -aes-256-ecb` opens with openResponseBody', () => {
    const json = '{"code":"200","msg":"成功","data":{"points":1200,"memo":"积分兑换😀"}}';
    const body = openssl(['enc', '-aes-256-ecb', '-K', hexKey(KEY), '-a', '-A'], json).toString('ascii');
    expect(openResponseBody(body, KEY)).toEqual(JSON.parse(json));
  });

  it('3DES: an ENCRYPT-KEY wrapped by `openssl enc -des-ede3` unwraps, and the SDK wrap opens in OpenSSL', () => {
    const secretHex = hexKey(devTripleDesSecret);
    const wrapped = openssl(['enc', '-des-ede3', '-K', secretHex, '-a', '-A'], KEY).toString('ascii');
    const body = openssl(['enc', '-aes-256-ecb', '-K', hexKey(KEY), '-a', '-A'], '{"code":"200"}').toString(
      'ascii',
    );
    expect(openResponseBody(body, wrapped, { tripleDesSecret: devTripleDesSecret })).toEqual({ code: '200' });
    const sdkWrapped = tripleDesEncrypt(KEY, devTripleDesSecret);
    expect(sdkWrapped).toBe(wrapped);
    expect(
      openssl(['enc', '-d', '-des-ede3', '-K', secretHex, '-a', '-A'], sdkWrapped).toString('utf8'),
    ).toBe(KEY);
  });
});
