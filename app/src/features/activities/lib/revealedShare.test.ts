import { describe, expect, it } from 'vitest';
import { REVEAL_AT, revealedShare } from './revealedShare';

/** RGBA bytes of `alphas.length` pixels, opaque grey but for their alpha. */
const pixels = (alphas: readonly number[]) =>
  Uint8ClampedArray.from(alphas.flatMap((a) => [128, 128, 128, a]));

describe('revealedShare', () => {
  it('is 0 for an untouched coating and 1 for one scratched off entirely', () => {
    expect(revealedShare(pixels(Array<number>(700).fill(255)))).toBe(0);
    expect(revealedShare(pixels(Array<number>(700).fill(0)))).toBe(1);
  });

  it('counts a pixel as gone once its alpha is below half (the brush’s soft edge)', () => {
    expect(revealedShare(pixels([0, 127, 128, 255]), 1)).toBe(0.5);
  });

  it('reads only every n-th pixel', () => {
    // Cleared where the index is even: sampling every 2nd pixel sees only those.
    const alphas = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 0 : 255));
    expect(revealedShare(pixels(alphas), 2)).toBe(1);
    expect(revealedShare(pixels(alphas), 1)).toBe(0.5);
  });

  it('reaches REVEAL_AT when half the card is scratched, whatever the step', () => {
    // A 70 × 40 card whose left half is gone.
    const alphas = Array.from({ length: 70 * 40 }, (_, i) => (i % 70 < 35 ? 0 : 255));
    for (const every of [1, 3, 7, 8]) expect(revealedShare(pixels(alphas), every)).toBeCloseTo(REVEAL_AT, 1);
  });

  it('is 0 for a card without pixels (not laid out)', () => {
    expect(revealedShare(new Uint8ClampedArray(0))).toBe(0);
  });
});
