// /help/ApplySucessPage: the application is in; what happens next and the way to its progress.
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { href, paths } from '../../../config/paths';
import { useApplication } from '../api/useApplication';

export function ApplySuccessView({ id }: { id?: string }) {
  const { latest, one, application } = useApplication(id);
  const navigate = useNavigate();
  return (
    <QueryState
      {...queryStatus(latest, one)}
      isEmpty={!application}
      emptyText="暂无机具申请"
      emptyDescription="可在“申请机具”中提交申请"
    >
      {application ? (
        <div data-state="ready">
          <ResultScreen
            status="success"
            title="申请已提交"
            description={`${application.deviceTypeName}，申请单号 ${application.id}。服务商审核后将电话联系您安排装机。`}
            primary={{
              text: '查看申请进度',
              onClick: () => navigate(href(paths.help.applyProgress, {}, { id: application.id })),
            }}
            secondary={{ text: '我的机具', onClick: () => navigate(href(paths.other.deviceApply)) }}
          />
        </div>
      ) : null}
    </QueryState>
  );
}
