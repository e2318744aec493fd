import { describe, expect, it } from 'vitest';
import { MAX_PICKED_BYTES, PICKED_TOO_LARGE_TEXT, compressImage, pickedPhotoProblem } from './compressImage';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe('a picked photo', () => {
  it('goes on when its bytes are a JPEG, PNG or WebP, whatever it is called', async () => {
    expect(await pickedPhotoProblem(new Blob([JPEG], { type: '' }))).toBeNull();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(await pickedPhotoProblem(new Blob([png], { type: 'image/png' }))).toBeNull();
  });

  it("is refused with the merchant's message when it is HTML, SVG, empty or too large", async () => {
    const html = new Blob(['<html><script>alert(1)</script>'], { type: 'image/jpeg' });
    const svg = new Blob(['<svg onload="alert(1)"/>'], { type: 'image/svg+xml' });
    expect(await pickedPhotoProblem(html)).toBe('请选择 JPG、PNG 或 WebP 格式的图片');
    expect(await pickedPhotoProblem(svg)).toBe('请选择 JPG、PNG 或 WebP 格式的图片');
    expect(await pickedPhotoProblem(new Blob([]))).toBe('图片内容为空，请换一张');
    const huge = new Blob([JPEG, new Uint8Array(MAX_PICKED_BYTES)]);
    expect(await pickedPhotoProblem(huge)).toBe(PICKED_TOO_LARGE_TEXT);
    await expect(compressImage(html)).rejects.toThrow('请选择 JPG、PNG 或 WebP 格式的图片');
  });
});
