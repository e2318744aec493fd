// /AlipayCertificate/reUploadPic/{atMethod}?channel=: after the Alipay or WeChat audit refused
// photos of the `atMethod` certification, those photos alone are taken again and sent with that
// method (the identity or account on file is kept); then back to that channel's status. A method
// other than the rejected one cannot re-upload: the merchant chooses a method and submits it whole.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { AtMethod } from '@merchant-h5/sdk';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { queryStatus } from '../../../../components/QueryState/queryStatus';
import { href, paths } from '../../../../config/paths';
import { useChannelCertificationQuery, useSubmitChannelCertificationMutation } from '../../api/channelApi';
import { AT_METHODS, CHANNEL_NAMES, channelOf } from '../../lib/channel';
import { NoRefusedPhotos, RefusedPhotosForm } from '../business/RefusedPhotosForm';

const c = paths.certification;

export function ChannelReUploadForm({ atMethod }: { atMethod: AtMethod }) {
  const [search] = useSearchParams();
  const channel = channelOf(search.get('channel'));
  const certification = useChannelCertificationQuery(channel);
  const [submitCertification] = useSubmitChannelCertificationMutation();
  const navigate = useNavigate();
  const data = certification.data;
  const sameMethod = data?.atMethod === atMethod;
  const rejected = data?.status === 'rejected' && sameMethod ? data.rejectedPics : [];
  const name = CHANNEL_NAMES[channel];
  const toStatus = href(c.alipayStatus, {}, { channel });
  return (
    <QueryState {...queryStatus(certification)}>
      {rejected.length === 0 ? (
        <NoRefusedPhotos
          statusText={
            data?.status === 'rejected' && !sameMethod
              ? `${name}商家认证是用${data.atMethod ? AT_METHODS[data.atMethod].title : '其他方式'}提交的，请重新选择验证方式后完整提交。`
              : `${name}商家认证：${data?.statusName ?? ''}`
          }
          back={
            <>
              <Link className="mh-button" to={toStatus}>
                查看{name}认证状态
              </Link>
              {data?.status === 'rejected' ? (
                <Link className="mh-button" to={href(c.alipayAtAuthMethod, {}, { channel })}>
                  重新选择验证方式
                </Link>
              ) : null}
            </>
          }
        />
      ) : (
        <RefusedPhotosForm
          rejected={rejected}
          keptNote={`${name}审核只退回了这些照片，${AT_METHODS[atMethod].title}的其他资料已保留。`}
          send={(pictures, idempotencyKey) =>
            submitCertification({ body: { channel, atMethod, pictures }, idempotencyKey })
          }
          onSent={() => navigate(toStatus, { replace: true })}
        />
      )}
    </QueryState>
  );
}
