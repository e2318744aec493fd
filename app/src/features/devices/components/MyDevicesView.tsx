// /device/deviceApply/{status?}: the merchant's terminals (a received one first) and install
// applications, `status` ('01'…'04') narrowing the applications. Each application opens its
// progress, each working terminal its replacement.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { parallelQueryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { useApplicationsQuery } from '../api/applications';
import { useDeviceTypesQuery } from '../api/deviceTypes';
import { ApplicationList } from './ApplicationList';
import { SetMealSummary } from './SetMealSummary';
import { StatusChips } from './StatusChips';
import './devices.css';

export function MyDevicesView({ status }: { status?: string }) {
  const types = useDeviceTypesQuery();
  const applications = useApplicationsQuery('apply');
  const devices = types.data?.devices ?? [];
  const shown = (applications.data?.list ?? []).filter((a) => !status || a.status === status);
  return (
    <QueryState {...parallelQueryStatus(types, applications)}>
      <div data-state="ready">
        <Section title="我的机具" look="card">
          {devices.length === 0 ? (
            <p className="mh-devices-empty">暂无机具，提交申请后服务商将上门安装</p>
          ) : (
            <ul className="mh-device-list">
              {devices.map((d) => (
                <li key={d.deviceId} className="mh-device">
                  <span className="mh-device-name">{d.deviceTypeName}</span>
                  <span className="mh-device-sn">终端号 {d.sn}</span>
                  <span className="mh-device-status" data-tone={d.status === '01' ? 'success' : 'default'}>
                    {d.statusName}
                  </span>
                  <span className="mh-device-time">绑定于 {d.bindTime}</span>
                </li>
              ))}
            </ul>
          )}
          <Link className="mh-detail-link" to={href(paths.help.applyInstallPage)}>
            申请新机具
          </Link>
        </Section>
        <SetMealSummary />
        <Section title="机具申请" look="card">
          <StatusChips status={status} />
          <ApplicationList
            applications={shown}
            to={(a) => href(paths.help.applyProgress, {}, { id: a.id })}
            emptyText="暂无此状态的申请"
          />
        </Section>
      </div>
    </QueryState>
  );
}
