// The steps of one photo: picked → compressed (≤ 300 KB) → uploaded, or failed with the compressed
// picture kept so 重试 uploads it again without picking or retyping anything.
import { useCallback, useRef, useState } from 'react';
import { isSaidByShell } from '../../lib/apiError';
import type { ApiError } from '../../lib/apiError';
import { compressImage } from '../../lib/images/compressImage';
import { dataUrlBytes } from '../../lib/images/fitToBytes';
import { isNoPhotoChosen } from '../../lib/images/pickImage';
import type { PickPhoto } from '../../lib/images/pickImage';

export type PhotoStage = 'empty' | 'compressing' | 'uploading' | 'done' | 'failed';

export interface PhotoState {
  stage: PhotoStage;
  /** The compressed picture (a JPEG data URL) once there is one. */
  preview?: string;
  bytes?: number;
  /** Why the last step failed, in Chinese. */
  error?: string;
}

/** Sends the compressed picture; resolves with the server's id, rejects with a Chinese message. */
export type UploadPhoto = (dataUrl: string) => Promise<{ pictureId: string }>;

/** Shown on the slot when the shell has already toasted the reason (a network or HTTP failure). */
export const UPLOAD_FAILED_TEXT = '上传失败';

const message = (e: unknown, fallback: string) =>
  e &&
  typeof e === 'object' &&
  'message' in e &&
  typeof e.message === 'string' &&
  /[\u4e00-\u9fff]/.test(e.message)
    ? e.message
    : fallback;

/** Turns the picked photo into the JPEG to upload (the canvas one by default). */
export type CompressPhoto = (photo: Blob) => Promise<string>;

export function usePhotoUpload(
  upload: UploadPhoto,
  onUploaded: (pictureId: string | null) => void,
  compress: CompressPhoto = compressImage,
) {
  const [state, setState] = useState<PhotoState>({ stage: 'empty' });
  const busy = useRef(false);

  const send = useCallback(
    async (dataUrl: string) => {
      setState({ stage: 'uploading', preview: dataUrl, bytes: dataUrlBytes(dataUrl) });
      try {
        const { pictureId } = await upload(dataUrl);
        setState((s) => ({ ...s, stage: 'done', error: undefined }));
        onUploaded(pictureId);
      } catch (e) {
        // One message per failure: the shell toasts network and HTTP failures of an upload.
        const told = typeof e === 'object' && e !== null && 'kind' in e && isSaidByShell(e as ApiError);
        setState((s) => ({
          ...s,
          stage: 'failed',
          error: told ? UPLOAD_FAILED_TEXT : message(e, UPLOAD_FAILED_TEXT),
        }));
        onUploaded(null);
      }
    },
    [upload, onUploaded],
  );

  const choose = useCallback(
    async (pick: PickPhoto) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const photo = await pick();
        setState({ stage: 'compressing' });
        let dataUrl: string;
        try {
          dataUrl = await compress(photo);
        } catch (e) {
          setState({ stage: 'failed', error: message(e, '图片无法读取，请换一张') });
          return;
        }
        await send(dataUrl);
      } catch (e) {
        // Closing the picker is no failure; a picker that broke is.
        if (!isNoPhotoChosen(e)) setState((s) => ({ ...s, error: message(e, '无法打开相册，请稍后重试') }));
      } finally {
        busy.current = false;
      }
    },
    [send, compress],
  );

  const retry = useCallback(() => {
    if (state.preview) void send(state.preview);
  }, [send, state.preview]);

  return { state, choose, retry };
}
