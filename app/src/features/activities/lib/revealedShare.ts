// How much of a scratch card's coating is gone, read from its pixels on release.

/** The share of the coating scratched off at which the card reveals itself. */
export const REVEAL_AT = 0.5;

/**
 * The share of sampled pixels whose alpha is mostly erased (below half), of a canvas's RGBA bytes
 * (`ImageData.data`). Only every `every`-th pixel is read so a release stays cheap on a large card;
 * the default step is prime, so the samples stagger from row to row instead of lining up in columns.
 */
export function revealedShare(rgba: ArrayLike<number>, every = 7): number {
  const pixels = Math.floor(rgba.length / 4);
  let sampled = 0;
  let cleared = 0;
  for (let pixel = 0; pixel < pixels; pixel += every) {
    sampled += 1;
    if ((rgba[pixel * 4 + 3] ?? 0) < 128) cleared += 1;
  }
  return sampled === 0 ? 0 : cleared / sampled;
}
