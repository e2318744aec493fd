// One photo of the business certification: the host's picker or camera, compressed to ≤ 300 KB,
// uploaded with merchantAccessUploadImage (progress, retry). A photo uploaded before a reload is
// still in the draft (its image id): the slot says so instead of asking again.
import { useCallback, useState } from 'react';
import type { CertificationPicField } from '@merchant-h5/sdk';
import { PhotoUpload } from '../../../../components/PhotoUpload/PhotoUpload';
import type { UploadPhoto } from '../../../../components/PhotoUpload/usePhotoUpload';
import { useUploadCertificationImageMutation } from '../../api/businessCertification';
import { sampleOfField } from '../../lib/photoSamples';

export interface CertificationPhotoProps {
  field: CertificationPicField;
  label: string;
  /** The image id in the draft ('' while none). */
  pictureId: string;
  onUploaded: (field: CertificationPicField, pictureId: string | null) => void;
  error?: string | undefined;
  /** Why the audit refused the photo before (reUploadPic). */
  note?: string;
  /** The compressed picture once uploaded (the licence is read from it). */
  onImage?: (image: string) => void;
  /** A line under the slot (what was read off the photo). */
  status?: string;
}

export function CertificationPhoto({
  field,
  label,
  pictureId,
  onUploaded,
  error,
  note,
  onImage,
  status,
}: CertificationPhotoProps) {
  const [uploadImage] = useUploadCertificationImageMutation();
  const [fresh, setFresh] = useState(false);
  const upload = useCallback<UploadPhoto>(
    (image) =>
      uploadImage({ image, type: field })
        .unwrap()
        .then((r) => {
          onImage?.(image);
          return { pictureId: r.imageId };
        }),
    [uploadImage, field, onImage],
  );
  const uploaded = useCallback(
    (id: string | null) => {
      setFresh(true);
      onUploaded(field, id);
    },
    [onUploaded, field],
  );
  return (
    <div className="mh-cert-photo" data-field={field}>
      {note ? <p className="mh-field-error">驳回原因：{note}</p> : null}
      <PhotoUpload
        label={label}
        sample={sampleOfField(field)}
        upload={upload}
        onUploaded={uploaded}
        error={error}
      />
      {pictureId && !fresh ? <p className="mh-field-hint">{label}已上传，可重新拍照替换</p> : null}
      {onImage ? (
        <p className="mh-field-hint" role="status">
          {status}
        </p>
      ) : null}
    </div>
  );
}
