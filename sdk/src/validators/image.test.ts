import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD, imageProblem, readImageDataUrl, sniffImageType } from './image';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const b64 = (bytes: number[] | Uint8Array) => Buffer.from(Uint8Array.from(bytes)).toString('base64');
const dataUrl = (type: string, bytes: number[] | Uint8Array) => `data:${type};base64,${b64(bytes)}`;

describe('uploaded pictures', () => {
  it('knows JPEG, PNG and WebP by their bytes', () => {
    expect(sniffImageType(Uint8Array.from(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(Uint8Array.from(PNG))).toBe('image/png');
    expect(sniffImageType(Uint8Array.from(WEBP))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
  });

  it('keeps a picture whose bytes are what its type says, within the limit', () => {
    for (const [type, bytes] of [
      ['image/jpeg', JPEG],
      ['image/png', PNG],
      ['image/webp', WEBP],
    ] as const)
      expect(readImageDataUrl(dataUrl(type, bytes)).problem).toBeNull();
  });

  it('refuses what is not a picture, or not the one it says, or too large', () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script>');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    expect(readImageDataUrl(dataUrl('text/html', html)).problem).toBe('type');
    expect(readImageDataUrl(dataUrl('image/svg+xml', svg)).problem).toBe('type');
    expect(readImageDataUrl(dataUrl('image/jpeg', html)).problem).toBe('type');
    expect(readImageDataUrl(dataUrl('image/png', JPEG)).problem).toBe('mismatch');
    expect(readImageDataUrl('data:image/jpeg;base64,').problem).toBe('empty');
    expect(readImageDataUrl('javascript:alert(1)').problem).toBe('type');
    expect(readImageDataUrl('https://evil.example/a.jpg').problem).toBe('type');
    expect(readImageDataUrl('data:image/jpeg;base64,@@@@').problem).toBe('type');
    const big = new Uint8Array(IMAGE_UPLOAD.maxBytes + 1);
    big.set(JPEG);
    expect(readImageDataUrl(dataUrl('image/jpeg', big)).problem).toBe('size');
    expect(imageProblem('image/jpeg', big, big.length)).toBeNull();
  });
});
