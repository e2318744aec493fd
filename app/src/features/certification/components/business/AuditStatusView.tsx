// /audit/status: where the business certification stands — the status first and large, the audit
// trail as a timeline, asked again while in review (until it is decided, or 5 minutes pass); a
// rejection lists its reasons and leads to re-uploading the refused photos alone. Below, what was
// submitted: the business name, the settlement card and the address.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { queryStatus } from '../../../../components/QueryState/queryStatus';
import { Timeline } from '../../../../components/Timeline/Timeline';
import { href, paths } from '../../../../config/paths';
import { usePollUntil } from '../../../../lib/usePollUntil';
import { useCertificationStatusQuery } from '../../api/businessCertification';
import { auditSteps } from '../../lib/auditSteps';
import { photoLabel } from '../../lib/businessForm';
import { SubmittedCertification } from './SubmittedCertification';
import './business.css';

export function AuditStatusView() {
  const first = useCertificationStatusQuery();
  const auditing = first.data?.status === 'auditing';
  const poll = usePollUntil({
    intervalMs: 3000,
    done: !auditing,
    giveUpAfterMs: 5 * 60_000,
    active: auditing,
  });
  const q = useCertificationStatusQuery(undefined, { pollingInterval: poll.pollingInterval });
  const p = q.data;
  return (
    <QueryState
      {...queryStatus(q)}
      isEmpty={p?.status === 'none'}
      emptyText="尚未提交商户认证"
      emptyDescription={
        <Link className="mh-button mh-button--primary" to={href(paths.certification.businessCertificate, {})}>
          去认证
        </Link>
      }
    >
      {p ? (
        <section className="mh-cert-status" data-state="ready" aria-labelledby="cert-status-name">
          <h1 id="cert-status-name" className="mh-cert-status-name" data-status={p.status}>
            {p.statusName}
          </h1>
          {p.status === 'rejected' ? (
            <>
              <p>驳回原因：{p.rejectReason}</p>
              {p.rejectedPics.length > 0 ? (
                <ul className="mh-cert-reasons" aria-label="需重新上传的照片">
                  {p.rejectedPics.map((r) => (
                    <li key={r.field}>
                      {photoLabel(r.field)}：{r.reason}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
          <Timeline label="审核进度" steps={auditSteps(p)} />
          <SubmittedCertification />
          {poll.gaveUp ? (
            <p className="mh-field-hint">
              已停止自动刷新{' '}
              <button type="button" className="mh-button" onClick={poll.restart}>
                刷新
              </button>
            </p>
          ) : null}
          <div className="mh-cert-links">
            {p.status === 'rejected' ? (
              <Link
                className="mh-button mh-button--primary"
                to={
                  p.rejectedPics.length > 0
                    ? href(paths.certification.alipayReUploadPic, {})
                    : href(paths.certification.businessCertificate, {})
                }
              >
                {p.rejectedPics.length > 0 ? '重新上传照片' : '修改并重新提交'}
              </Link>
            ) : null}
            <Link className="mh-button" to={href(paths.certification.businessCertificatePage, {})}>
              查看认证信息
            </Link>
          </div>
        </section>
      ) : null}
    </QueryState>
  );
}
