// /AlipayCertificate/emptyPage: nothing to certify yet — why, and what to do next.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { queryStatus } from '../../../../components/QueryState/queryStatus';
import { href, paths } from '../../../../config/paths';
import { CHANNEL_NAMES } from '../../lib/channel';
import { useChannel } from './useChannel';
import './channel.css';

export function ChannelEmptyView() {
  const { channel, certification } = useChannel();
  const data = certification.data;
  const name = CHANNEL_NAMES[channel];
  return (
    <div className="mh-channel">
      <QueryState {...queryStatus(certification)}>
        <div data-state="ready">
          <p className="mh-channel-status">暂时无法开通{name}商家认证</p>
          {data?.eligible ? (
            <>
              <p>您已满足开通条件。</p>
              <Link
                className="mh-button mh-button--primary mh-button--block"
                to={href(paths.certification.alipayDredge, {}, { channel })}
              >
                去开通
              </Link>
            </>
          ) : (
            <>
              <p>{data?.ineligibleReason ?? '当前没有需要认证的渠道。'}</p>
              <p>完成后回到这里，即可开通{name}商家认证。</p>
              <Link
                className="mh-button mh-button--primary mh-button--block"
                to={href(paths.certification.businessCertificate)}
              >
                去完成商户认证
              </Link>
            </>
          )}
        </div>
      </QueryState>
    </div>
  );
}
