import { describe, expect, it } from 'vitest';
import { isNoPhotoChosen, nativePicker, NoPhotoChosenError, pickerWithFallback } from './pickImage';

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

describe('pickerWithFallback', () => {
  const file = () => Promise.resolve(new Blob(['f']));
  it('falls back to the file input when the host cannot pick', async () => {
    const broken = () => Promise.reject(Object.assign(new Error('no handler'), { errorCode: 'NOT_FOUND' }));
    expect((await pickerWithFallback(broken, file)()).size).toBe(1);
  });
  it('a closed picker is no reason to open another', async () => {
    const closed = () => Promise.reject(new NoPhotoChosenError());
    expect(isNoPhotoChosen(await pickerWithFallback(closed, file)().catch((e: unknown) => e))).toBe(true);
  });
});
