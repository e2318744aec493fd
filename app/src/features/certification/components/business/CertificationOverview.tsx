// /businessCertificate/page: what was submitted for the business certification (numbers masked), where
// it stands, and the way on: to the form while there is nothing, else to the audit status.
import { maskIdNumber } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { DetailScreen } from '../../../../components/DetailScreen/DetailScreen';
import { parallelQueryStatus } from '../../../../components/QueryState/queryStatus';
import { href, paths } from '../../../../config/paths';
import { useCertificationInfoQuery, useMerchantAuthInfoQuery } from '../../api/businessCertification';
import { PHOTO_SLOTS } from '../../lib/businessForm';
import './business.css';

const TONE = { none: 'default', auditing: 'warning', passed: 'success', rejected: 'danger' } as const;
const STATUS = { none: '未认证', auditing: '审核中', passed: '已认证', rejected: '审核驳回' } as const;

export function CertificationOverview() {
  const auth = useMerchantAuthInfoQuery();
  const info = useCertificationInfoQuery();
  const a = auth.data;
  const i = info.data;
  const submitted = i?.haveSubmit ?? false;
  const photos = i ? PHOTO_SLOTS.filter((s) => i[s.field]).length : 0;
  return (
    <DetailScreen
      {...parallelQueryStatus(auth, info)}
      {...(a
        ? { headline: { title: a.merchantName, status: STATUS[a.authStatus], tone: TONE[a.authStatus] } }
        : {})}
      fields={[
        { label: '商户编号', value: a?.merchantNo },
        { label: '营业执照注册号', value: i?.registNo || a?.registNo },
        { label: '法人姓名', value: i?.inputUserInfo.legalManName || a?.legalManName },
        // Masked by the server; masked again here so no screen ever shows more than 3 + 4.
        { label: '法人身份证号', value: maskIdNumber(i?.inputUserInfo.legalManCardNo || a?.legalManCardNo) },
        {
          label: '证件有效期',
          value: i?.inputUserInfo.cardStartTime
            ? `${i.inputUserInfo.cardStartTime} 至 ${i.inputUserInfo.cardEndTime}`
            : '',
        },
        { label: '照片', value: submitted ? `已上传 ${photos}/5 张` : '' },
      ]}
      footer={
        <div className="mh-cert-links">
          {a?.authStatus === 'none' ? (
            <Link
              className="mh-button mh-button--primary"
              to={href(paths.certification.businessCertificate, {})}
            >
              去认证
            </Link>
          ) : (
            <Link className="mh-button mh-button--primary" to={href(paths.certification.auditStatus, {})}>
              查看审核进度
            </Link>
          )}
          <Link className="mh-button" to={href(paths.certification.informationAuthentication, {})}>
            实名认证
          </Link>
        </div>
      }
    />
  );
}
