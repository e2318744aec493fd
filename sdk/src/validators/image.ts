// What an uploaded picture may be (the contract shared by the app's picker and the gateway): JPEG,
// PNG or WebP whose bytes are what their type says, of at most 300 KB after compression. HTML, SVG
// (which can carry script), empty files and anything named as an image but not one are refused.

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The upload's limits: what the app compresses to and the gateway accepts. */
export const IMAGE_UPLOAD = {
  maxBytes: 300 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'] as readonly ImageType[],
} as const;

export type ImageProblem = 'empty' | 'type' | 'mismatch' | 'size';

/** The messages a merchant reads for each problem. */
export const IMAGE_PROBLEM_TEXT: Record<ImageProblem, string> = {
  empty: '图片内容为空，请换一张',
  type: '请选择 JPG、PNG 或 WebP 格式的图片',
  mismatch: '图片内容与格式不符，请换一张',
  size: '图片不能超过 300 KB',
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/**
 * The picture type its first bytes show, or null.
 *
 * @example sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'image/jpeg'
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

const isImageType = (type: string): type is ImageType =>
  (IMAGE_UPLOAD.types as readonly string[]).includes(type);

/**
 * Why a picture of `declared` type with these bytes may not be uploaded, or null. `maxBytes` is
 * the upload's limit; the app's picker checks the original with a larger one before compressing.
 *
 * @example imageProblem('image/png', bytes) // null, or 'type' | 'mismatch' | 'size' | 'empty'
 */
export function imageProblem(
  declared: string,
  bytes: Uint8Array,
  maxBytes: number = IMAGE_UPLOAD.maxBytes,
): ImageProblem | null {
  const type = declared.trim().toLowerCase();
  if (type !== '' && !isImageType(type)) return 'type';
  if (bytes.length === 0) return 'empty';
  const sniffed = sniffImageType(bytes);
  if (!sniffed) return 'type';
  if (type !== '' && sniffed !== type) return 'mismatch';
  if (bytes.length > maxBytes) return 'size';
  return null;
}

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;

/**
 * A picture sent as a base64 data URL, checked: its type, its bytes and its size; `problem` is null
 * when it may be kept. Anything but a base64 data URL (a `javascript:` or http URL, a plain string)
 * is a 'type' problem.
 *
 * @example readImageDataUrl('data:image/png;base64,iVBORw0KGgo…') // { type: 'image/png', bytes, problem: null }
 */
export function readImageDataUrl(
  dataUrl: string,
  maxBytes: number = IMAGE_UPLOAD.maxBytes,
): { type: string; bytes: Uint8Array; problem: ImageProblem | null } {
  const m = DATA_URL.exec(dataUrl.trim());
  if (!m || m[2]!.length % 4 !== 0) return { type: '', bytes: new Uint8Array(0), problem: 'type' };
  const binary = atob(m[2]!);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const type = m[1]!.toLowerCase();
  return { type, bytes, problem: imageProblem(type, bytes, maxBytes) };
}
