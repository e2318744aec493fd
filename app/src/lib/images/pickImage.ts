// One photo from the host: its image picker (the chooseImage bridge call) in the provider's apps,
// else the browser's file input. The host answers data URLs or its own file URLs; both become a Blob.
import type { NativeApi } from '@merchant-h5/sdk';

/** The merchant closed the picker without a photo. */
export class NoPhotoChosenError extends Error {
  override name = 'NoPhotoChosenError';
  constructor() {
    super('未选择图片');
  }
}

export const isNoPhotoChosen = (e: unknown): e is NoPhotoChosenError =>
  e instanceof Error && e.name === 'NoPhotoChosenError';

/**
 * A data URL as a Blob, decoded here: the page's CSP (connect-src 'self') refuses fetch('data:…').
 *
 * @example dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=').size // 8
 */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream';
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** What a picker answers: a photo to compress. */
export type PickPhoto = () => Promise<Blob>;

/** The host's picker. @example const blob = await nativePicker(native)(); */
export function nativePicker(
  native: Pick<NativeApi, 'chooseImage'>,
  fetchImpl: typeof fetch = fetch,
): PickPhoto {
  return async () => {
    const { images } = await native.chooseImage({ count: 1, sourceType: ['camera', 'album'] });
    const first = images?.[0];
    if (!first) throw new NoPhotoChosenError();
    // A host answers a data URL, or a file URL of its own origin.
    return first.startsWith('data:') ? dataUrlToBlob(first) : (await fetchImpl(first)).blob();
  };
}

/** The browser's picker: opens `input` (type=file accept=image/*) and waits for its change. */
export function filePicker(input: HTMLInputElement): PickPhoto {
  return () =>
    new Promise<Blob>((resolve, reject) => {
      input.value = '';
      input.onchange = () => {
        const file = input.files?.[0];
        if (file) resolve(file);
        else reject(new NoPhotoChosenError());
      };
      input.click();
    });
}

/**
 * The host's picker, else (a host whose bridge lacks chooseImage, or refuses it) the file input.
 * Closing the picker stays "no photo chosen".
 *
 * @example const pick = pickerWithFallback(nativePicker(native), filePicker(input));
 */
export function pickerWithFallback(primary: PickPhoto, fallback: PickPhoto): PickPhoto {
  return () => primary().catch((e: unknown) => (isNoPhotoChosen(e) ? Promise.reject(e) : fallback()));
}
