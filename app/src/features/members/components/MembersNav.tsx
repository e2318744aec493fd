// The ways on from the member home: the rules and the FAQ.
import { Link } from 'react-router-dom';
import { href, paths } from '../../../config/paths';

export function MembersNav() {
  return (
    <nav className="mh-members-nav" aria-label="会员服务">
      <Link to={href(paths.members.membersRule)}>会员规则</Link>
      <Link to={href(paths.members.membersFaq)}>常见问题</Link>
    </nav>
  );
}
