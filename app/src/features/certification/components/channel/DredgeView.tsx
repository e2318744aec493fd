// /AlipayCertificate/dredge and /smallBusinessDredge: what the merchant certification is, whether
// the merchant may open it, and opening it. A merchant who may not is sent to the empty page, one
// without a licence to the small-merchant variant (legal person only).
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { queryStatus } from '../../../../components/QueryState/queryStatus';
import { href, paths } from '../../../../config/paths';
import { useSubmitOnce } from '../../../../lib/useSubmitOnce';
import { useOpenChannelMutation } from '../../api/channelApi';
import { CHANNEL_NAMES } from '../../lib/channel';
import { ChannelTabs } from './ChannelTabs';
import { useChannel } from './useChannel';
import './channel.css';

const c = paths.certification;

export function DredgeView({ small = false }: { small?: boolean }) {
  const { channel, certification } = useChannel();
  const [open] = useOpenChannelMutation();
  const { submitWithoutKey, submitting } = useSubmitOnce('dredge');
  const navigate = useNavigate();
  const data = certification.data;
  const name = CHANNEL_NAMES[channel];
  if (data && !data.eligible) return <Navigate replace to={href(c.alipayEmptyPage, {}, { channel })} />;
  const otherVariant = data !== undefined && data.smallMerchant !== small;

  const start = async () => {
    // Not an idempotent endpoint (certificationAddPersonAccount): no key is sent, or kept pending.
    const opened = await submitWithoutKey(() => open(channel));
    if (!opened) return;
    navigate(
      small
        ? href(c.alipayCertificate, { atMethod: 'legalPerson' }, { channel })
        : href(c.alipayAtAuthMethod, {}, { channel }),
    );
  };
  const submitted = data && data.status !== 'none';
  return (
    <div className="mh-channel">
      <ChannelTabs pattern={small ? c.alipaySmallBusinessDredge : c.alipayDredge} channel={channel} />
      <QueryState {...queryStatus(certification)}>
        <div data-state="ready">
          <h2>什么是{name}商家认证</h2>
          <p>
            {name}要求收款商户完成商家认证（实名报备）。认证通过后，顾客用{name}
            扫码付款不再受限额和风险提示影响。
          </p>
          <h2>谁可以开通</h2>
          {small ? (
            <p>没有营业执照的小微商户：由法定代表人（经营者本人）验证身份即可，无需上传执照。</p>
          ) : (
            <p>营业执照认证已通过的商户：可选择法定代表人验证或结算账户验证。</p>
          )}
          {data ? <p>账户持有人：{data.holderNameMask}</p> : null}
          {otherVariant ? (
            <p className="mh-channel-notice">
              {small ? '您的商户已登记营业执照，请使用' : '您的商户没有营业执照，请使用'}
              <Link to={href(small ? c.alipayDredge : c.alipaySmallBusinessDredge, {}, { channel })}>
                {small ? '商家认证' : '小微商户商家认证'}
              </Link>
              。
            </p>
          ) : null}
          {!otherVariant && submitted ? (
            <p className="mh-channel-status">当前状态：{data.statusName}</p>
          ) : null}
          <div className="mh-button-stack">
            {otherVariant ? null : submitted ? (
              <Link
                className="mh-button mh-button--primary mh-button--block"
                to={href(c.alipayStatus, {}, { channel })}
              >
                查看认证进度
              </Link>
            ) : (
              <button
                type="button"
                className="mh-button mh-button--primary mh-button--block"
                disabled={submitting}
                onClick={() => void start()}
              >
                {submitting ? '开通中…' : data?.opened ? '继续认证' : `立即开通${name}商家认证`}
              </button>
            )}
            <Link className="mh-button mh-button--block" to={href(c.alipayAccountPage, {}, { channel })}>
              查看结算账户
            </Link>
          </div>
        </div>
      </QueryState>
    </div>
  );
}
