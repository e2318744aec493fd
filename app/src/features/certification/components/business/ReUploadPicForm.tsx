// /AlipayCertificate/reUploadPic: after a photo rejection, only the refused photos are taken again
// (each with its reason), then re-submitted alone — the audit keeps the rest of the submission.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CertificationPicField } from '@merchant-h5/sdk';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { queryStatus } from '../../../../components/QueryState/queryStatus';
import { href, paths } from '../../../../config/paths';
import type { ApiError } from '../../../../lib/apiError';
import { useSubmitOnce } from '../../../../lib/useSubmitOnce';
import {
  useCertificationStatusQuery,
  useReSubmitCertificationMutation,
} from '../../api/businessCertification';
import { photoLabel } from '../../lib/businessForm';
import { refusedField } from '../../lib/refusal';
import { CertificationPhoto } from './CertificationPhoto';
import './business.css';

type Pictures = Partial<Record<CertificationPicField, string>>;

export function ReUploadPicForm() {
  const status = useCertificationStatusQuery();
  const [pictures, setPictures] = useState<Pictures>({});
  const [errors, setErrors] = useState<Pictures>({});
  const [reSubmit] = useReSubmitCertificationMutation();
  const { submit, submitting } = useSubmitOnce();
  const navigate = useNavigate();
  const rejected = status.data?.status === 'rejected' ? status.data.rejectedPics : [];
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
    const body = Object.fromEntries(fields.map((f) => [f, pictures[f]!]));
    const done = await submit(body, (idempotencyKey) => reSubmit({ body, idempotencyKey }), {
      shownInline: showRefusal,
    });
    if (done) navigate(href(paths.certification.auditStatus, {}), { replace: true });
  };

  return (
    <QueryState {...queryStatus(status)}>
      {rejected.length === 0 ? (
        <section className="mh-cert-status" data-state="ready" aria-labelledby="reupload-none">
          <h1 id="reupload-none" className="mh-cert-status-name">
            没有需要重新上传的照片
          </h1>
          <p>{status.data ? `认证状态：${status.data.statusName}` : ''}</p>
          <div className="mh-cert-links">
            <Link className="mh-button" to={href(paths.certification.auditStatus, {})}>
              查看审核进度
            </Link>
          </div>
        </section>
      ) : (
        <form className="mh-form" data-state="ready" noValidate onSubmit={(e) => void onSubmit(e)}>
          <section className="mh-form-section" aria-labelledby="reupload-title">
            <h2 id="reupload-title">请重新上传以下照片</h2>
            <p className="mh-field-hint">其他资料已保留，无需重新填写。</p>
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
          <button
            type="submit"
            className="mh-button mh-button--primary mh-button--block"
            disabled={submitting}
          >
            {submitting ? '提交中…' : '重新提交'}
          </button>
        </form>
      )}
    </QueryState>
  );
}
