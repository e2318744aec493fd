// The channel of the screen (`?channel=`, Alipay by default) and its certification.
import { useSearchParams } from 'react-router-dom';
import { useChannelCertificationQuery } from '../../api/channelApi';
import { channelOf } from '../../lib/channel';

export function useChannel(options: { pollingInterval?: number } = {}) {
  const [search] = useSearchParams();
  const channel = channelOf(search.get('channel'));
  const certification = useChannelCertificationQuery(channel, options);
  return { channel, certification };
}
