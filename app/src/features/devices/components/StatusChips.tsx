// The application filter of /device/deviceApply/{status?}: links, so back and a shared link keep it.
import { Link } from 'react-router-dom';
import { href, paths } from '../../../config/paths';

const CHIPS = [
  { status: '', text: '全部' },
  { status: '01', text: '已提交' },
  { status: '02', text: '审核通过' },
  { status: '03', text: '已发货' },
  { status: '04', text: '已签收' },
] as const;

export function StatusChips({ status = '' }: { status?: string }) {
  return (
    <nav className="mh-status-chips" aria-label="按状态筛选">
      {CHIPS.map((c) => (
        <Link
          key={c.status}
          className="mh-status-chip"
          aria-current={c.status === status ? 'page' : undefined}
          to={href(paths.other.deviceApply, { status: c.status || null })}
          replace
        >
          {c.text}
        </Link>
      ))}
    </nav>
  );
}
