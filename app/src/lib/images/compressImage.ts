// A photo made small enough to upload (≤ 300 KB JPEG, long side ≤ 1600 px) on a canvas.
// createImageBitmap with imageOrientation 'from-image' turns the pixels the way the camera's
// EXIF says, so a portrait photo stays portrait. Older engines decode it by an <img>, which turns it
// by its EXIF too (Chrome 81, iOS 13.4): iOS 14 has no createImageBitmap (Safari 15), and Chrome
// before 112 (the POS terminal's 83, WeChat's XWEB 107) refuses the 'from-image' option.
// What the picker hands over is checked first (pickedPhotoProblem): only a JPEG, PNG or WebP by its
// bytes is decoded, so an HTML or SVG file named .jpg never reaches an <img> or the server.
import { IMAGE_PROBLEM_TEXT, IMAGE_UPLOAD, sniffImageType } from '@merchant-h5/sdk';
import { fitToBytes } from './fitToBytes';

/** The upload's limit, the contract's (the gateway refuses more). */
export const MAX_UPLOAD_BYTES = IMAGE_UPLOAD.maxBytes;
export const MAX_SIDE_PX = 1600;
/** The largest photo taken before compressing (a phone camera's JPEG is 3–12 MB). */
export const MAX_PICKED_BYTES = 20 * 1024 * 1024;
export const PICKED_TOO_LARGE_TEXT = '图片过大（超过 20 MB），请换一张';

/**
 * Why a picked photo cannot be uploaded, in the merchant's words, or null.
 *
 * @example await pickedPhotoProblem(file) // '请选择 JPG、PNG 或 WebP 格式的图片' for an .html
 */
export async function pickedPhotoProblem(photo: Blob): Promise<string | null> {
  if (photo.size === 0) return IMAGE_PROBLEM_TEXT.empty;
  if (photo.size > MAX_PICKED_BYTES) return PICKED_TOO_LARGE_TEXT;
  return sniffImageType(await firstBytes(photo, 16)) ? null : IMAGE_PROBLEM_TEXT.type;
}

/** A blob's first bytes, by FileReader (jsdom's Blob has no arrayBuffer). */
function firstBytes(blob: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('图片无法读取，请换一张'));
    reader.readAsArrayBuffer(blob.slice(0, count));
  });
}

interface DecodedPhoto {
  image: CanvasImageSource;
  width: number;
  height: number;
  release(): void;
}

function decodeByImage(source: Blob): Promise<DecodedPhoto> {
  const url = URL.createObjectURL(source);
  const image = new Image();
  return new Promise<DecodedPhoto>((resolve, reject) => {
    image.onload = () =>
      resolve({
        image,
        width: image.naturalWidth,
        height: image.naturalHeight,
        release: () => URL.revokeObjectURL(url),
      });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('photo could not be decoded'));
    };
    image.src = url;
  });
}

async function decode(source: Blob): Promise<DecodedPhoto> {
  if (typeof window.createImageBitmap !== 'function') return decodeByImage(source);
  let bitmap: ImageBitmap;
  try {
    // eslint-disable-next-line compat/compat -- feature-detected above; iOS 14 takes decodeByImage
    bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  } catch {
    return decodeByImage(source);
  }
  return { image: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
}

/**
 * @example const dataUrl = await compressImage(file); // 'data:image/jpeg;base64,…'
 */
export async function compressImage(source: Blob, maxBytes = MAX_UPLOAD_BYTES): Promise<string> {
  const problem = await pickedPhotoProblem(source);
  if (problem) throw new Error(problem);
  const photo = await decode(source);
  const start = Math.min(1, MAX_SIDE_PX / Math.max(photo.width, photo.height));
  const canvas = document.createElement('canvas');
  try {
    return await fitToBytes(async (scale, quality) => {
      canvas.width = Math.max(1, Math.round(photo.width * start * scale));
      canvas.height = Math.max(1, Math.round(photo.height * start * scale));
      const context = canvas.getContext('2d');
      if (!context) throw new Error('canvas 2d context unavailable');
      // JPEG has no transparency: a white ground instead of black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(photo.image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/jpeg', quality);
    }, maxBytes);
  } finally {
    photo.release();
  }
}
