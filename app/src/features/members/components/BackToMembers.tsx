// The way back to the member home from an explanation, the rules or the FAQ.
import { Link } from 'react-router-dom';
import { href, paths } from '../../../config/paths';

export function BackToMembers() {
  return (
    <Link className="mh-button mh-button--block" to={href(paths.members.index)}>
      返回会员首页
    </Link>
  );
}
