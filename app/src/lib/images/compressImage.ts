// A photo made small enough to upload (≤ 300 KB JPEG, long side ≤ 1600 px) on a canvas.
// createImageBitmap with imageOrientation 'from-image' turns the pixels the way the camera's
// EXIF says, so a portrait photo stays portrait.
import { fitToBytes } from './fitToBytes';

export const MAX_UPLOAD_BYTES = 300 * 1024;
export const MAX_SIDE_PX = 1600;

async function decode(source: Blob): Promise<ImageBitmap> {
  return createImageBitmap(source, { imageOrientation: 'from-image' });
}

/**
 * @example const dataUrl = await compressImage(file); // 'data:image/jpeg;base64,…'
 */
export async function compressImage(source: Blob, maxBytes = MAX_UPLOAD_BYTES): Promise<string> {
  const bitmap = await decode(source);
  const start = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  try {
    return await fitToBytes(async (scale, quality) => {
      canvas.width = Math.max(1, Math.round(bitmap.width * start * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * start * scale));
      const context = canvas.getContext('2d');
      if (!context) throw new Error('canvas 2d context unavailable');
      // JPEG has no transparency: a white ground instead of black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/jpeg', quality);
    }, maxBytes);
  } finally {
    bitmap.close();
  }
}
