// The end of a BigMac replacement or an exchange: the result, then where the new terminal stands
// (a timeline that moves on as the service provider works).
import type { DeviceApplyKind } from '@merchant-h5/sdk';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import type { ResultAction } from '../../../components/ResultScreen/ResultScreen';
import { Timeline } from '../../../components/Timeline/Timeline';
import { useApplication } from '../api/useApplication';
import { applicationSteps, isOpen } from '../lib/applicationSteps';

export interface ApplicationResultViewProps {
  id?: string;
  kind: DeviceApplyKind;
  title: string;
  primary?: ResultAction;
}

export function ApplicationResultView({ id, kind, title, primary }: ApplicationResultViewProps) {
  const { latest, one, application: a } = useApplication(id, kind, true);
  return (
    <QueryState {...queryStatus(latest, one)} isEmpty={!a} emptyText="暂无申请记录">
      {a ? (
        <div data-state="ready">
          <ResultScreen
            status={isOpen(a) ? 'success' : 'info'}
            title={isOpen(a) ? title : '新机具已签收'}
            description={`${a.deviceTypeName}，申请单号 ${a.id}，当前状态：${a.statusName}`}
            primary={primary}
          >
            <Timeline label="申请进度" steps={applicationSteps(a)} />
          </ResultScreen>
        </div>
      ) : null}
    </QueryState>
  );
}
