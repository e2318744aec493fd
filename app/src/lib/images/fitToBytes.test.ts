import { describe, expect, it } from 'vitest';
import { dataUrlBytes, fitToBytes, PictureTooLargeError } from './fitToBytes';

/** A fake encoder whose output size follows scale² × quality, like a JPEG roughly does. */
const fake =
  (fullBytes: number, seen: Array<[number, number]> = []) =>
  async (scale: number, quality: number) => {
    seen.push([scale, quality]);
    const bytes = Math.round(fullBytes * scale * scale * quality);
    return `data:image/jpeg;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;
  };

describe('fitToBytes', () => {
  it('counts the bytes a data URL decodes to', () => {
    expect(dataUrlBytes('data:image/png;base64,iVBORw0KGgo=')).toBe(8);
    expect(dataUrlBytes('data:image/jpeg;base64,AAAA')).toBe(3);
  });

  it('keeps the size and lowers quality first', async () => {
    const seen: Array<[number, number]> = [];
    const out = await fitToBytes(fake(400 * 1024, seen), 300 * 1024);
    expect(dataUrlBytes(out)).toBeLessThanOrEqual(300 * 1024);
    expect(seen).toEqual([
      [1, 0.85],
      [1, 0.7],
    ]);
  });

  it('shrinks the picture when quality alone is not enough, never past the budget', async () => {
    const seen: Array<[number, number]> = [];
    const out = await fitToBytes(fake(3 * 1024 * 1024, seen), 300 * 1024);
    expect(dataUrlBytes(out)).toBeLessThanOrEqual(300 * 1024);
    expect(seen.at(-1)![0]).toBeLessThan(1);
  });

  it('gives up with a Chinese reason when nothing fits', async () => {
    // A picture that never gets smaller (e.g. noise at any size).
    const stubborn = async () => `data:image/jpeg;base64,${'A'.repeat(400 * 1024)}`;
    await expect(fitToBytes(stubborn, 1024)).rejects.toBeInstanceOf(PictureTooLargeError);
    await expect(fitToBytes(stubborn, 200 * 1024)).rejects.toThrow('图片压缩后仍超过 200 KB，请换一张');
  });
});
