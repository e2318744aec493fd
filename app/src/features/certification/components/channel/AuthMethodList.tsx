// /AlipayCertificate/atAuthMethod: the authentication methods; the choice is the certificate
// screen's `{atMethod}`. A small merchant (no licence) has the legal person's only.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { queryStatus } from '../../../../components/QueryState/queryStatus';
import { href, paths } from '../../../../config/paths';
import { AT_METHODS, CHANNEL_NAMES } from '../../lib/channel';
import { useChannel } from './useChannel';
import './channel.css';

export function AuthMethodList() {
  const { channel, certification } = useChannel();
  const methods = certification.data?.smallMerchant
    ? (['legalPerson'] as const)
    : (['legalPerson', 'account'] as const);
  return (
    <div className="mh-channel">
      <QueryState {...queryStatus(certification)}>
        <div data-state="ready">
          <p>请选择{CHANNEL_NAMES[channel]}商家认证的验证方式：</p>
          <ul className="mh-channel-methods">
            {methods.map((m) => (
              <li key={m}>
                <Link to={href(paths.certification.alipayCertificate, { atMethod: m }, { channel })}>
                  <strong>{AT_METHODS[m].title}</strong>
                  {AT_METHODS[m].description}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </QueryState>
    </div>
  );
}
