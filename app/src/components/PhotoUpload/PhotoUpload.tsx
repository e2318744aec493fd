// One photo slot of a form: take or choose a photo through the host's picker (chooseImage), or the
// browser's file input where the host has none or its picker fails; it is compressed before upload, the upload's
// progress shows, and a failed upload is retried with the same picture. A sample of a good photo shows
// until one is chosen, and stays one tap away (查看示例) after.
import { useId, useMemo, useRef, useState } from 'react';
import { useOptionalHost } from '../../lib/host/useHost';
import { filePicker, nativePicker, pickerWithFallback } from '../../lib/images/pickImage';
import type { PickPhoto } from '../../lib/images/pickImage';
import { usePhotoUpload } from './usePhotoUpload';
import type { CompressPhoto, UploadPhoto } from './usePhotoUpload';
import type { PhotoSample } from './samples';
import '../QueryState/QueryState.css';
import '../FormField/FormField.css';
import './PhotoUpload.css';

export interface PhotoUploadProps {
  /** e.g. '故障照片'. */
  label: string;
  upload: UploadPhoto;
  /** The server's picture id once uploaded, null while there is none. */
  onUploaded: (pictureId: string | null) => void;
  /** A form-level message for this slot (e.g. 请上传故障照片). */
  error?: string;
  /** What a good photo of this kind looks like (samples.tsx), e.g. `licenceSample`. */
  sample?: PhotoSample;
  /** A picker of the test's own; by default the host's, else the file input. */
  pick?: PickPhoto;
  /** A compressor of the test's own (jsdom has no canvas); by default the canvas one. */
  compress?: CompressPhoto;
}

const kb = (bytes = 0) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * @example
 * <PhotoUpload
 *   label="故障照片"
 *   sample={deviceSample}
 *   upload={(image) => uploadPicture({ image }).unwrap()}
 *   onUploaded={setPictureId}
 * />
 */
export function PhotoUpload({ label, upload, onUploaded, error, sample, pick, compress }: PhotoUploadProps) {
  const native = useOptionalHost()?.native ?? null;
  const input = useRef<HTMLInputElement>(null);
  const { state, choose, retry } = usePhotoUpload(upload, onUploaded, compress);
  const picker = useMemo<PickPhoto>(() => {
    if (pick) return pick;
    const file: PickPhoto = () => filePicker(input.current!)();
    return native ? pickerWithFallback(nativePicker(native), file) : file;
  }, [pick, native]);
  const shown = state.error ?? error;
  const busy = state.stage === 'compressing' || state.stage === 'uploading';
  const sampleId = useId();
  // Open until a photo is chosen, unless the merchant said otherwise.
  const [sampleWanted, setSampleWanted] = useState<boolean>();
  const sampleOpen = sampleWanted ?? !state.preview;
  const toggleText = sampleOpen ? '收起示例' : '查看示例';
  return (
    <div className="mh-photo" data-stage={state.stage}>
      <div className="mh-photo-head">
        <span className="mh-field-label">{label}</span>
        {sample ? (
          <button
            type="button"
            className="mh-button mh-button--link mh-photo-sample-toggle"
            aria-expanded={sampleOpen}
            aria-controls={sampleId}
            // Several slots on a form: the name says whose sample, starting with what the button shows.
            aria-label={`${toggleText}：${label}`}
            onClick={() => setSampleWanted(!sampleOpen)}
          >
            {toggleText}
          </button>
        ) : null}
      </div>
      {sample ? (
        <figure id={sampleId} className="mh-photo-sample" hidden={!sampleOpen}>
          <sample.Picture label={`${label}示例`} />
          <figcaption>{sample.tips}</figcaption>
        </figure>
      ) : null}
      {state.preview ? <img className="mh-photo-preview" src={state.preview} alt={`${label}预览`} /> : null}
      <p className="mh-photo-status" role="status">
        {state.stage === 'compressing' ? '压缩中…' : null}
        {state.stage === 'uploading' ? `上传中… ${kb(state.bytes)}` : null}
        {state.stage === 'done' ? `已上传 ${kb(state.bytes)}` : null}
      </p>
      {busy ? <progress className="mh-photo-progress" aria-label={`${label}上传进度`} /> : null}
      {shown ? <p className="mh-field-error">{shown}</p> : null}
      <div className="mh-photo-actions">
        {state.stage === 'failed' && state.preview ? (
          <button type="button" className="mh-button" onClick={retry}>
            重试上传
          </button>
        ) : null}
        <button type="button" className="mh-button" disabled={busy} onClick={() => void choose(picker)}>
          {state.preview ? '重新拍照' : '拍照/选择照片'}
        </button>
      </div>
      {native ? null : (
        <input ref={input} type="file" accept="image/*" hidden aria-hidden="true" tabIndex={-1} />
      )}
    </div>
  );
}
