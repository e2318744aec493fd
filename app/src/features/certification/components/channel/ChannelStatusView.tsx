// /AlipayCertificate/status: where the certification stands, the status first and large; asked again
// while in review (the channel's audit moves it on); a rejection lists its reasons and leads to
// uploading the refused pictures again (with the same method) or to another method.
import { Link, useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { queryStatus } from '../../../../components/QueryState/queryStatus';
import { Timeline } from '../../../../components/Timeline/Timeline';
import { href, paths } from '../../../../config/paths';
import { usePollUntil } from '../../../../lib/usePollUntil';
import { AT_METHODS, CHANNEL_NAMES, channelOf } from '../../lib/channel';
import { useChannelCertificationQuery } from '../../api/channelApi';
import { ChannelTabs } from './ChannelTabs';
import './channel.css';

const c = paths.certification;

export function ChannelStatusView() {
  const [search] = useSearchParams();
  const channel = channelOf(search.get('channel'));
  const first = useChannelCertificationQuery(channel);
  const poll = usePollUntil({
    intervalMs: 3000,
    done: first.data?.status !== 'auditing',
    giveUpAfterMs: 120_000,
    active: first.data !== undefined,
  });
  const certification = useChannelCertificationQuery(channel, { pollingInterval: poll.pollingInterval });
  const data = certification.data;
  const name = CHANNEL_NAMES[channel];
  return (
    <div className="mh-channel">
      <ChannelTabs pattern={c.alipayStatus} channel={channel} />
      <QueryState {...queryStatus(certification)}>
        <div data-state="ready">
          {data ? (
            <>
              <p className="mh-channel-status" role="status">
                {data.opened ? data.statusName : '未开通'}
              </p>
              {data.atMethod ? <p>验证方式：{AT_METHODS[data.atMethod].title}</p> : null}
              {data.status === 'auditing' ? (
                <p>{name}正在审核，一般 1 个工作日内完成，结果会在这里更新。</p>
              ) : null}
              {poll.gaveUp ? (
                <button type="button" className="mh-button" onClick={poll.restart}>
                  刷新审核结果
                </button>
              ) : null}
              {data.status === 'passed' ? <p>{name}商家认证已通过，顾客扫码付款不再受限。</p> : null}
              {data.status === 'rejected' ? (
                <>
                  <h2>驳回原因</h2>
                  <ul>
                    {data.rejectReasons.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                  <div className="mh-button-stack">
                    {data.rejectedPics.length > 0 && data.atMethod ? (
                      <Link
                        className="mh-button mh-button--primary mh-button--block"
                        to={href(c.alipayReUploadPic, { atMethod: data.atMethod }, { channel })}
                      >
                        重新上传照片
                      </Link>
                    ) : null}
                    <Link
                      className="mh-button mh-button--block"
                      to={href(c.alipayAtAuthMethod, {}, { channel })}
                    >
                      重新选择验证方式
                    </Link>
                  </div>
                </>
              ) : null}
              {data.status === 'none' ? (
                <Link
                  className="mh-button mh-button--primary mh-button--block"
                  to={href(c.alipayDredge, {}, { channel })}
                >
                  {data.opened ? '继续认证' : '去开通'}
                </Link>
              ) : null}
              {data.history.length ? (
                <Timeline
                  label="认证进度"
                  steps={[...data.history].reverse().map((h, i) => ({
                    title: h.remark,
                    time: h.time,
                    state:
                      i === 0 && h.status === 'auditing'
                        ? 'current'
                        : h.status === 'rejected'
                          ? 'failed'
                          : 'done',
                  }))}
                />
              ) : null}
            </>
          ) : null}
        </div>
      </QueryState>
    </div>
  );
}
