// The privileges as a grid of tiles, each a link to its explanation (lib/privileges.ts).
import type { EndpointResponse } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { Section } from '../../../components/Section/Section';
import { iconText, privilegeHref } from '../lib/privileges';

type MemberInfo = EndpointResponse<'memberBaseInfo'>;

export function PrivilegeGrid({ info }: { info: MemberInfo }) {
  const member = info.memberState === 'member';
  return (
    <Section title={member ? '我的会员权益' : '会员权益'}>
      <ul className="mh-members-grid" aria-label="会员权益">
        {info.privileges.map((p) => (
          <li key={p.code}>
            <Link className="mh-members-tile" to={privilegeHref(p.key, info.vipStatus)}>
              <span className="mh-members-icon" aria-hidden="true">
                {iconText(p.icon, p.name)}
              </span>
              <span className="mh-members-tile-name">{p.name}</span>
              <span className="mh-members-tile-text">{member ? p.now : p.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
