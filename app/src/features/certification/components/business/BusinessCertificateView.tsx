// /business/certificate: the form while there is something to submit (nothing yet, or a rejection of
// the whole form); otherwise where the certification stands and the way on.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { queryStatus } from '../../../../components/QueryState/queryStatus';
import { href, paths } from '../../../../config/paths';
import { useCertificationStatusQuery } from '../../api/businessCertification';
import { BusinessCertificateForm } from './BusinessCertificateForm';
import './business.css';

export function BusinessCertificateView() {
  const status = useCertificationStatusQuery();
  const s = status.data;
  const open = s && (s.status === 'none' || (s.status === 'rejected' && s.rejectedPics.length === 0));
  return (
    <QueryState {...queryStatus(status)}>
      {!s ? null : open ? (
        <BusinessCertificateForm resubmit={s.status === 'rejected'} />
      ) : (
        <section className="mh-cert-status" data-state="ready" aria-labelledby="cert-state">
          <h1 id="cert-state" className="mh-cert-status-name" data-status={s.status}>
            {s.statusName}
          </h1>
          <p>
            {s.status === 'passed'
              ? '商户认证已通过，可正常收款。'
              : s.status === 'auditing'
                ? '认证资料已提交，正在审核。'
                : '部分照片未通过审核，请重新上传。'}
          </p>
          <div className="mh-cert-links">
            {s.status === 'rejected' ? (
              <Link
                className="mh-button mh-button--primary"
                to={href(paths.certification.alipayReUploadPic, {})}
              >
                重新上传照片
              </Link>
            ) : null}
            <Link className="mh-button" to={href(paths.certification.auditStatus, {})}>
              查看审核进度
            </Link>
          </div>
        </section>
      )}
    </QueryState>
  );
}
