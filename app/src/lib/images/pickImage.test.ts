import { describe, expect, it } from 'vitest';
import { isNoPhotoChosen, nativePicker } from './pickImage';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('nativePicker', () => {
  it('asks the host for one photo from the camera or album and reads its answer as a Blob', async () => {
    const asked: unknown[] = [];
    const picker = nativePicker({
      chooseImage: (opts) => {
        asked.push(opts);
        return Promise.resolve({ images: [PNG] });
      },
    });
    const blob = await picker();
    expect(asked).toEqual([{ count: 1, sourceType: ['camera', 'album'] }]);
    expect(blob.size).toBe(8);
    expect(blob.type).toBe('image/png');
  });

  it('an empty answer is "no photo chosen", not a failure', async () => {
    const picker = nativePicker({ chooseImage: () => Promise.resolve({ images: [] }) });
    expect(isNoPhotoChosen(await picker().catch((e: unknown) => e))).toBe(true);
  });
});
