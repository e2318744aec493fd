// A photo slot whose picture id (and url) go into the draft: after a reload the picture is still
// on the server, and the slot says so instead of asking again.
import { useCallback } from 'react';
import { PhotoUpload } from '../../../../components/PhotoUpload/PhotoUpload';
import { useUploadAccessImageMutation } from '../../api/onboardingAccess';
import { sampleOfUploadType } from '../../lib/photoSamples';
import { text } from './useDraft';
import type { Draft } from './useDraft';

export interface DraftPhotoProps {
  draft: Draft;
  /** e.g. 'storePic'; the url goes to `urlField` */
  field: string;
  urlField: string;
  label: string;
  /** the upload's type for the server: 'license', 'store', 'idFront'… */
  type: string;
  error?: string | undefined;
  /** The compressed picture once uploaded (the licence is read from it). */
  onImage?: (image: string) => void;
  /** A line under the slot (what was read off the photo). */
  status?: string;
}

export function DraftPhoto({ draft, field, urlField, label, type, error, onImage, status }: DraftPhotoProps) {
  const [uploadImage] = useUploadAccessImageMutation();
  const { set } = draft;
  const upload = useCallback(
    async (image: string) => {
      const uploaded = await uploadImage({ image, type }).unwrap();
      set(urlField, uploaded.url);
      onImage?.(image);
      return uploaded;
    },
    [uploadImage, set, type, urlField, onImage],
  );
  const onUploaded = useCallback((id: string | null) => set(field, id ?? ''), [set, field]);
  const kept = text(draft.values, field);
  return (
    <div className="mh-onb-photo" data-field={field}>
      <PhotoUpload
        label={label}
        sample={sampleOfUploadType(type)}
        upload={upload}
        onUploaded={onUploaded}
        error={error}
      />
      {kept && !error ? <p className="mh-field-hint">已上传（{kept}）</p> : null}
      {onImage ? (
        <p className="mh-field-hint" role="status">
          {status}
        </p>
      ) : null}
    </div>
  );
}
