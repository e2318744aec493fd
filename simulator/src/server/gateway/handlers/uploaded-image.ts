// A picture a request uploads: a base64 data URL of JPEG, PNG or WebP whose bytes are what its type
// says, within the contract's 300 KB (IMAGE_UPLOAD in the SDK). Anything else — HTML, SVG, an empty
// file, a javascript: or http URL — is refused with 1001 and the merchant's message, and nothing of
// it is kept: what the simulator hands back is an id and a picture address with the true extension.
import { IMAGE_PROBLEM_TEXT, readImageDataUrl } from '@merchant-h5/sdk';
import { badParam } from '../errors';
import { reqString, type Naming } from './input';

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** @example const { size, extension } = readUploadedImage(input); // or 1001 '图片内容与格式不符，请换一张' */
export function readUploadedImage(input: Naming<'image'>): {
  size: number;
  extension: 'jpg' | 'png' | 'webp';
} {
  const { type, bytes, problem } = readImageDataUrl(reqString(input, 'image'));
  if (problem) throw badParam(IMAGE_PROBLEM_TEXT[problem]);
  return { size: bytes.length, extension: EXTENSION[type as keyof typeof EXTENSION] };
}
