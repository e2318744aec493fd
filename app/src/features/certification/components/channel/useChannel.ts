// The channel of the screen (`?channel=`, Alipay by default) and its certification.
import { useSearchParams } from 'react-router-dom';
import { useChannelCertificationQuery } from '../../api/channelApi';
import { channelOf } from '../../lib/channel';

/** Only the channel: for screens that link within the flow but show nothing of the certification. */
export function useChannelParam() {
  const [search] = useSearchParams();
  return channelOf(search.get('channel'));
}

export function useChannel(options: { pollingInterval?: number } = {}) {
  const channel = useChannelParam();
  const certification = useChannelCertificationQuery(channel, options);
  return { channel, certification };
}
