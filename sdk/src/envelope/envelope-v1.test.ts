import { describe, expect, it } from 'vitest';
import { EnvelopeError } from './envelope-error';
import { createEnvelopeV1 } from './envelope-v1';
import type { Envelope } from './envelope-v1';
import { devPublicKey, devTripleDesSecret } from './testing/dev-keys';
import { nodeAesEncrypt, nodeTripleDesEncrypt, openSealedRequest } from './testing/server-side';

const KEY = '0123456789abcdef0123456789abcdef';

describe('createEnvelopeV1', () => {
  const envelope: Envelope = createEnvelopeV1({ publicKey: devPublicKey });

  it('is version v1 and seals encrypted bodies as rsaHex|base64', async () => {
    expect(envelope.version).toBe('v1');
    const sealed = await envelope.seal({ pageNo: 1, memo: '积分' }, 'encrypted');
    expect(sealed.headers).toEqual({});
    expect(JSON.parse(openSealedRequest(sealed.body).json)).toEqual({ pageNo: 1, memo: '积分' });
  });

  it("sends JSON as is in 'plain' mode", async () => {
    const v1 = createEnvelopeV1({ publicKey: devPublicKey });
    expect((await v1.seal({ pageNo: 1 }, 'plain')).body).toBe('{"pageNo":1}');
    expect((await v1.seal([1, 2], 'plain')).body).toBe('[1,2]');
  });

  it('sends a whitelisted body plain without the flag, in both modes, leaving the caller object alone', async () => {
    const v1 = createEnvelopeV1({ publicKey: devPublicKey });
    const body = { isInWitheList: true, phone: '13800000000' };
    expect((await v1.seal(body, 'encrypted')).body).toBe('{"phone":"13800000000"}');
    expect((await v1.seal(body, 'plain')).body).toBe('{"phone":"13800000000"}');
    expect(body.isInWitheList).toBe(true);
    // only `true` whitelists: anything else is sealed as given
    const notListed = (await v1.seal({ isInWitheList: 'true', a: 1 }, 'encrypted')).body;
    expect(JSON.parse(openSealedRequest(notListed).json)).toEqual({ isInWitheList: 'true', a: 1 });
  });

  it('opens with the ENCRYPT-KEY header (case-insensitive), 3DES-unwrapped when configured', async () => {
    const json = '{"code":"200","data":[1]}';
    expect(await envelope.open(json, new Headers())).toEqual({ code: '200', data: [1] });
    expect(await envelope.open(nodeAesEncrypt(json, KEY), new Headers({ 'encrypt-key': KEY }))).toEqual({
      code: '200',
      data: [1],
    });
    const mini = createEnvelopeV1({ publicKey: devPublicKey, tripleDesSecret: devTripleDesSecret });
    const headers = new Headers({ 'ENCRYPT-KEY': nodeTripleDesEncrypt(KEY, devTripleDesSecret) });
    expect(await mini.open(nodeAesEncrypt(json, KEY), headers)).toEqual({ code: '200', data: [1] });
  });
});

describe('createEnvelopeV1 refusing what it cannot open', () => {
  const json = '{"code":"200","data":[1]}';

  it('throws when the body does not decrypt with its ENCRYPT-KEY', async () => {
    const envelope = createEnvelopeV1({ publicKey: devPublicKey });
    const wrongKey = 'f'.repeat(32);
    await expect(
      envelope.open(nodeAesEncrypt(json, KEY), new Headers({ 'ENCRYPT-KEY': wrongKey })),
    ).rejects.toThrow(EnvelopeError);
    await expect(envelope.open('not base64 at all', new Headers({ 'ENCRYPT-KEY': KEY }))).rejects.toThrow(
      /does not decrypt/,
    );
  });

  it('fails loudly on a 3DES-wrapped ENCRYPT-KEY when no secret is configured', async () => {
    const envelope = createEnvelopeV1({ publicKey: devPublicKey });
    const headers = new Headers({ 'ENCRYPT-KEY': nodeTripleDesEncrypt(KEY, devTripleDesSecret) });
    await expect(envelope.open(nodeAesEncrypt(json, KEY), headers)).rejects.toThrow(/tripleDesSecret/);
  });

  it('throws when a 3DES-wrapped ENCRYPT-KEY does not unwrap with the configured secret', async () => {
    const mini = createEnvelopeV1({ publicKey: devPublicKey, tripleDesSecret: devTripleDesSecret });
    const otherSecret = 'x'.repeat(24);
    const headers = new Headers({ 'ENCRYPT-KEY': nodeTripleDesEncrypt(KEY, otherSecret) });
    await expect(mini.open(nodeAesEncrypt(json, KEY), headers)).rejects.toThrow(EnvelopeError);
    await expect(mini.open(nodeAesEncrypt(json, KEY), headers)).rejects.toThrow(/does not decrypt/);
  });

  it('still hands back a plain answer that is not JSON as its text', async () => {
    const envelope = createEnvelopeV1({ publicKey: devPublicKey });
    await expect(envelope.open('<html>502</html>', new Headers())).resolves.toBe('<html>502</html>');
  });
});
