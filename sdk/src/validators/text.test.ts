import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints/index';
import { PLAIN_TEXT_LIMIT, TEXT_LIMITS } from '../endpoints/text-limits';
import { requestTextProblem, stripControlCharacters, textProblem, textProblemMessage } from './text';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const params = { seed, numRuns: 500 };
console.log(`text property seed: ${seed} (rerun with FC_SEED=${seed})`);

/** Any UTF-16 code unit (lone surrogates and controls included), and whole pairs. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    fc.constantFrom('中', '😀', '\n', '\u0000', '\ud800', '\udc00'),
  ),
});
const anyLimit = fc.record({ maxLength: fc.integer({ min: 0, max: 40 }), multiline: fc.boolean() });
const endless = (multiline: boolean) => ({ maxLength: Number.POSITIVE_INFINITY, multiline });

describe('textProblem', () => {
  it('passes ordinary text within its limit, counting a Chinese character as one and an emoji as two', () => {
    expect(textProblem('上海市黄浦区南京东路 100 号', TEXT_LIMITS.address)).toBeNull();
    expect(textProblem('张'.repeat(30), TEXT_LIMITS.personName)).toBeNull();
    expect(textProblem('张'.repeat(31), TEXT_LIMITS.personName)).toBe('tooLong');
    expect(textProblem('😀'.repeat(15), TEXT_LIMITS.personName)).toBeNull();
    expect(textProblem(`${'😀'.repeat(15)}张`, TEXT_LIMITS.personName)).toBe('tooLong');
  });

  it('refuses C0 controls, DEL and C1 controls; line breaks and tabs only in a multi-line field', () => {
    for (const c of [
      '\u0000',
      '\u0001',
      '\u0007',
      '\u001b',
      '\u001f',
      '\u007f',
      '\u0080',
      '\u0085',
      '\u009f',
    ]) {
      expect(textProblem(`张${c}伟`, TEXT_LIMITS.remark), JSON.stringify(c)).toBe('control');
    }
    for (const c of ['\t', '\n', '\r']) {
      expect(textProblem(`第一行${c}第二行`, TEXT_LIMITS.remark)).toBeNull();
      expect(textProblem(`张${c}伟`, TEXT_LIMITS.personName)).toBe('control');
    }
    expect(textProblem('\u00a0\u00ff\u2028中')).toBeNull();
  });

  it('refuses lone surrogates and passes pairs', () => {
    for (const s of ['\ud800', 'a\udc00b', '\udc00\ud800', '\ud83d\ud83d\ude00x\ud83d']) {
      expect(textProblem(s, TEXT_LIMITS.remark), JSON.stringify(s)).toBe('surrogate');
    }
    expect(textProblem('\ud83d\ude00', TEXT_LIMITS.remark)).toBeNull();
  });

  it('applies the plain rule without a limit: one line of at most 256', () => {
    expect(textProblem('x'.repeat(PLAIN_TEXT_LIMIT.maxLength))).toBeNull();
    expect(textProblem('x'.repeat(PLAIN_TEXT_LIMIT.maxLength + 1))).toBe('tooLong');
    expect(textProblem('a\nb')).toBe('control');
  });

  it('property: clean text is refused exactly when it is longer than its limit', () => {
    fc.assert(
      fc.property(anyText, anyLimit, (raw, limit) => {
        const clean = stripControlCharacters(raw, limit.multiline);
        return textProblem(clean, limit) === (clean.length > limit.maxLength ? 'tooLong' : null);
      }),
      params,
    );
  });
});

describe('stripControlCharacters', () => {
  it('keeps the rest of a paste in order', () => {
    expect(stripControlCharacters('张\u0000伟\n')).toBe('张伟');
    expect(stripControlCharacters('第一行\r\n第二行\u0007', true)).toBe('第一行\r\n第二行');
    expect(stripControlCharacters('a\ud800b😀\udc00')).toBe('ab😀');
  });

  it('property: the result passes, stripping twice changes nothing, and text that passes is kept whole', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (raw, multiline) => {
        const once = stripControlCharacters(raw, multiline);
        const passes = textProblem(raw, endless(multiline)) === null;
        return (
          textProblem(once, endless(multiline)) === null &&
          stripControlCharacters(once, multiline) === once &&
          (!passes || once === raw)
        );
      }),
      params,
    );
  });
});

describe('requestTextProblem', () => {
  const incom = endpoints.merchantAccessIncom.limits;

  it('checks free text against its endpoint’s limit, by its path in the body', () => {
    const body = { merchType: '01', businessInfo: { address: '南京东路 100 号', mecDisNm: '幸福便利店' } };
    expect(requestTextProblem(body, incom)).toBeNull();
    expect(requestTextProblem({ ...body, businessInfo: { address: 'x'.repeat(101) } }, incom)).toEqual({
      field: 'businessInfo.address',
      problem: 'tooLong',
      limit: TEXT_LIMITS.address,
    });
  });

  it('holds every other string to the plain rule, array items and unnamed fields included', () => {
    const long = 'x'.repeat(257);
    expect(requestTextProblem({ pictureIds: ['P1', long] }, endpoints.deviceReplace.limits)).toMatchObject({
      field: 'pictureIds',
      problem: 'tooLong',
    });
    expect(
      requestTextProblem({ merchantName: '幸福便利店', note: long }, endpoints.touchAdd.limits),
    ).toMatchObject({
      field: 'note',
      limit: PLAIN_TEXT_LIMIT,
    });
    expect(requestTextProblem({ orderNo: 'BD1\u0000' })).toMatchObject({
      field: 'orderNo',
      problem: 'control',
    });
  });

  it('bounds picture data by the body alone, but not its characters', () => {
    expect(requestTextProblem({ image: `data:image/jpeg;base64,${'A'.repeat(400_000)}` })).toBeNull();
    expect(requestTextProblem({ image: 'AAAA\u0000' })).toMatchObject({ field: 'image', problem: 'control' });
  });

  it('refuses a key that carries a control character, naming it as JSON spells it', () => {
    expect(requestTextProblem({ businessInfo: { 'addr\u0000': '1' } }, incom)).toEqual({
      field: 'businessInfo."addr\\u0000"',
      problem: 'control',
      limit: PLAIN_TEXT_LIMIT,
    });
  });

  it('names the shallowest problem first and walks any depth without overflowing the stack', () => {
    const deep: { next?: unknown } = {};
    let at = deep;
    for (let i = 0; i < 100_000; i += 1) at = (at.next = {}) as { next?: unknown };
    (at as Record<string, string>).name = '\u0000';
    expect(requestTextProblem({ a: { b: '\ud800' }, c: 'x'.repeat(300) })).toMatchObject({ field: 'c' });
    expect(requestTextProblem(deep)?.problem).toBe('control');
  });
});

describe('textProblemMessage', () => {
  it('names the field and, for length, its limit', () => {
    expect(textProblemMessage('详细地址', 'tooLong', TEXT_LIMITS.address)).toBe('详细地址最多 100 个字');
    expect(textProblemMessage('联系人', 'control', TEXT_LIMITS.personName)).toContain('控制字符');
    expect(textProblemMessage('联系人', 'surrogate', TEXT_LIMITS.personName)).toContain('无法识别的字符');
  });
});
