// /help/Speed, 处理进度: the recoveries applied for, under way first, then the ones already back;
// each opens its progress.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useAbnormalCheckQuery } from '../api/abnormal';
import { AbnormalList } from './AbnormalList';

export function RecoveriesUnderWay() {
  const check = useAbnormalCheckQuery(undefined, { refetchOnMountOrArgChange: true });
  const under = (check.data?.list ?? []).filter((a) => a.status === '1');
  const back = check.data?.recovered ?? [];
  return (
    <QueryState
      {...queryStatus(check)}
      isEmpty={under.length + back.length === 0}
      emptyText="暂无找回申请"
      emptyDescription={
        <Link className="mh-help-link" to={href(paths.help.handleExceptionPage)}>
          查看异常交易
        </Link>
      }
    >
      {under.length > 0 ? (
        <>
          <h2 className="mh-help-heading">处理中</h2>
          <AbnormalList label="处理中" items={under} />
        </>
      ) : null}
      {back.length > 0 ? (
        <>
          <h2 className="mh-help-heading">已找回</h2>
          <AbnormalList label="已找回" items={back} />
        </>
      ) : null}
    </QueryState>
  );
}
