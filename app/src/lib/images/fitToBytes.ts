// Finds the best JPEG that fits a byte budget: lower quality first, then a smaller picture. The
// encoder is handed in (a canvas in the browser, a fake in tests), so the search is tested alone.

/** Bytes a base64 data URL decodes to. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Draws the picture at `scale` (1 = the size it starts at) and encodes it at `quality` (0–1). */
export type Encode = (scale: number, quality: number) => Promise<string>;

const QUALITIES = [0.85, 0.7, 0.55, 0.4] as const;

export class PictureTooLargeError extends Error {
  override name = 'PictureTooLargeError';
  constructor(maxBytes: number) {
    super(`图片压缩后仍超过 ${Math.round(maxBytes / 1024)} KB，请换一张`);
  }
}

/**
 * @example const jpeg = await fitToBytes((scale, q) => drawAndEncode(bitmap, scale, q), 300 * 1024);
 */
export async function fitToBytes(encode: Encode, maxBytes: number, minScale = 0.1): Promise<string> {
  for (let scale = 1; scale >= minScale; scale *= 0.75) {
    for (const quality of QUALITIES) {
      const out = await encode(scale, quality);
      if (dataUrlBytes(out) <= maxBytes) return out;
    }
  }
  throw new PictureTooLargeError(maxBytes);
}
