// /AlipayCertificate/reUploadPic (no {atMethod}): after a photo rejection of the business
// certification, only the refused photos are taken again and re-submitted alone
// (bqCertificationReSubmit) — the audit keeps the rest; then back to the audit's status.
import { Link, useNavigate } from 'react-router-dom';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { queryStatus } from '../../../../components/QueryState/queryStatus';
import { href, paths } from '../../../../config/paths';
import {
  useCertificationStatusQuery,
  useReSubmitCertificationMutation,
} from '../../api/businessCertification';
import { NoRefusedPhotos, RefusedPhotosForm } from './RefusedPhotosForm';

export function ReUploadPicForm() {
  const status = useCertificationStatusQuery();
  const [reSubmit] = useReSubmitCertificationMutation();
  const navigate = useNavigate();
  const rejected = status.data?.status === 'rejected' ? status.data.rejectedPics : [];
  return (
    <QueryState {...queryStatus(status)}>
      {rejected.length === 0 ? (
        <NoRefusedPhotos
          statusText={status.data ? `认证状态：${status.data.statusName}` : ''}
          back={
            <Link className="mh-button" to={href(paths.certification.auditStatus, {})}>
              查看审核进度
            </Link>
          }
        />
      ) : (
        <RefusedPhotosForm
          rejected={rejected}
          keptNote="其他资料已保留，无需重新填写。"
          send={(body, idempotencyKey) => reSubmit({ body, idempotencyKey })}
          onSent={() => navigate(href(paths.certification.auditStatus, {}), { replace: true })}
        />
      )}
    </QueryState>
  );
}
