// A photo made small enough to upload (≤ 300 KB JPEG, long side ≤ 1600 px) on a canvas.
// createImageBitmap with imageOrientation 'from-image' turns the pixels the way the camera's
// EXIF says, so a portrait photo stays portrait. Older engines decode it by an <img>, which turns it
// by its EXIF too (Chrome 81, iOS 13.4): iOS 14 has no createImageBitmap (Safari 15), and Chrome
// before 112 (the POS terminal's 83, WeChat's XWEB 107) refuses the 'from-image' option.
import { fitToBytes } from './fitToBytes';

export const MAX_UPLOAD_BYTES = 300 * 1024;
export const MAX_SIDE_PX = 1600;

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
