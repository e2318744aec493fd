// The refused photos of an audit, each with its reason, taken again and sent alone: nothing is sent
// before every one is there, a refusal naming a photo shows beside it, and one tap sends once.
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { CertificationPicField, RejectedPicture } from '@merchant-h5/sdk';
import { SubmitButton } from '../../../../components/FormField/SubmitButton';
import type { ApiError } from '../../../../lib/apiError';
import { useSubmitOnce } from '../../../../lib/useSubmitOnce';
import { photoLabel } from '../../lib/businessForm';
import { refusedField } from '../../../../lib/refusal';
import { CertificationPhoto } from './CertificationPhoto';
import './business.css';

export type Pictures = Partial<Record<CertificationPicField, string>>;

export interface RefusedPhotosFormProps {
  rejected: readonly RejectedPicture[];
  /** Sends the new photos under the key useSubmitOnce keeps for them (an RTK mutation's result). */
  send: (pictures: Pictures, idempotencyKey: string) => PromiseLike<{ data: unknown } | { error: unknown }>;
  onSent: () => void;
  /** What the audit keeps (said under the title). */
  keptNote: string;
}

export function RefusedPhotosForm({ rejected, send, onSent, keptNote }: RefusedPhotosFormProps) {
  const [pictures, setPictures] = useState<Pictures>({});
  const [errors, setErrors] = useState<Pictures>({});
  const { submit, submitting } = useSubmitOnce('reupload');
  const fields = rejected.map((r) => r.field);

  const onUploaded = (field: CertificationPicField, id: string | null) => {
    setPictures((p) => ({ ...p, [field]: id ?? '' }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const showRefusal = (error: ApiError) => {
    const refusal = refusedField(error, fields);
    if (refusal) setErrors({ [refusal.field]: refusal.text });
    return refusal !== null;
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      fields.filter((f) => !pictures[f]).map((f) => [f, `请重新上传${photoLabel(f)}`]),
    ) as Pictures;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const body: Pictures = Object.fromEntries(fields.map((f) => [f, pictures[f]!]));
    const done = await submit(body, (key) => send(body, key), { shownInline: showRefusal });
    if (done) onSent();
  };

  return (
    <form className="mh-form" data-state="ready" noValidate onSubmit={(e) => void onSubmit(e)}>
      <section className="mh-form-section" aria-labelledby="reupload-title">
        <h2 id="reupload-title">请重新上传以下照片</h2>
        <p className="mh-field-hint">{keptNote}</p>
        {rejected.map((r) => (
          <CertificationPhoto
            key={r.field}
            field={r.field}
            label={photoLabel(r.field)}
            pictureId=""
            note={r.reason}
            error={errors[r.field]}
            onUploaded={onUploaded}
          />
        ))}
      </section>
      <SubmitButton submitting={submitting}>重新提交</SubmitButton>
    </form>
  );
}

/** Nothing refused (or not rejected at all): where the audit stands, and the way back to it. */
export function NoRefusedPhotos({ statusText, back }: { statusText: string; back: ReactNode }) {
  return (
    <section className="mh-cert-status" data-state="ready" aria-labelledby="reupload-none">
      <h1 id="reupload-none" className="mh-cert-status-name">
        没有需要重新上传的照片
      </h1>
      <p>{statusText}</p>
      <div className="mh-cert-links">{back}</div>
    </section>
  );
}
