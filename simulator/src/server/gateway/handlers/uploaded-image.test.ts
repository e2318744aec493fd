// Every endpoint that takes a picture keeps only JPEG, PNG or WebP whose bytes match their type,
// within 300 KB; HTML, SVG, empty files and URLs of other kinds get no image id.
import { describe, expect, it } from 'vitest';
import { simulatorSuite } from '../testing/suite';

const { call } = simulatorSuite();

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

const HOSTILE: Record<string, string> = {
  html: `data:text/html;base64,${b64('<html><script>alert(1)</script></html>')}`,
  'html named jpeg': `data:image/jpeg;base64,${b64('<html><script>alert(1)</script></html>')}`,
  'svg with script': `data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')}`,
  'zero bytes': 'data:image/jpeg;base64,',
  'javascript: URL': 'javascript:alert(1)',
  'https URL': 'https://evil.example/a.jpg',
  'png named jpeg': `data:image/jpeg;base64,${b64(PNG)}`,
  'plain text data URL': 'data:,hello',
};

// Every endpoint that takes a picture, each sending it with the rest of its body.
const TAKERS = {
  merchantAccessUploadImage: (session: string, image: string) =>
    call(session, 'merchantAccessUploadImage', { type: 'license', image }),
  devicePictureUpload: (session: string, image: string) => call(session, 'devicePictureUpload', { image }),
  bqCertificationLicenseImageAnalysis: (session: string, image: string) =>
    call(session, 'bqCertificationLicenseImageAnalysis', { image }),
};

describe('uploaded pictures', () => {
  for (const [endpoint, upload] of Object.entries(TAKERS)) {
    it(`${endpoint} refuses what is not the picture it says, with 1001 and a message`, async () => {
      for (const [name, image] of Object.entries(HOSTILE)) {
        const answer = await upload(`img-${endpoint}`, image);
        expect(answer.code, name).toBe('1001');
        expect(answer.msg, name).toMatch(/图片/);
        expect(answer.data, name).toBeNull();
      }
    });
  }

  it('keeps a JPEG and a PNG, each addressed with its own extension', async () => {
    const jpeg = await call('img-ok', 'merchantAccessUploadImage', {
      image: `data:image/jpeg;base64,${b64(JPEG)}`,
    });
    expect(jpeg.code).toBe('200');
    expect(jpeg.data.url).toMatch(/\.jpg$/);
    expect(jpeg.data.size).toBe(JPEG.length);
    const png = await call('img-ok', 'devicePictureUpload', {
      image: `data:image/png;base64,${b64(PNG)}`,
    });
    expect(png.data.url).toMatch(/\.png$/);
  });
});
