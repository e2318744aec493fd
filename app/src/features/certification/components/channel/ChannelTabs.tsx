// 支付宝 | 微信: the same screen for the other channel (the `?channel=` query).
import type { CertChannel } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { href, type FixedPattern } from '../../../../config/paths';
import { CHANNEL_NAMES } from '../../lib/channel';

export function ChannelTabs({ pattern, channel }: { pattern: FixedPattern; channel: CertChannel }) {
  return (
    <nav className="mh-channel-tabs" aria-label="认证渠道">
      {(['alipay', 'wechat'] as const).map((c) => (
        <Link
          key={c}
          to={href(pattern, {}, { channel: c })}
          replace
          aria-current={c === channel ? 'page' : undefined}
        >
          {CHANNEL_NAMES[c]}
        </Link>
      ))}
    </nav>
  );
}
