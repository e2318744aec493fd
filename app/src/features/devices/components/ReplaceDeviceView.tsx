// /help/replaceDevice: which terminal to replace (each working one leads to its replacement form)
// and the replacements already applied for, each with its progress.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { parallelQueryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { useApplicationsQuery } from '../api/applications';
import { useDeviceTypesQuery } from '../api/deviceTypes';
import { ApplicationList } from './ApplicationList';
import './devices.css';

export function ReplaceDeviceView() {
  const types = useDeviceTypesQuery();
  const replacements = useApplicationsQuery('replace');
  const working = (types.data?.devices ?? []).filter((d) => d.status === '01');
  return (
    <QueryState {...parallelQueryStatus(types, replacements)}>
      <div data-state="ready">
        <Section title="选择要更换的机具" look="card">
          {working.length === 0 ? (
            <p className="mh-devices-empty">暂无可更换的机具</p>
          ) : (
            <ul className="mh-device-list">
              {working.map((d) => (
                <li key={d.deviceId}>
                  <Link
                    className="mh-device mh-device--link"
                    to={href(paths.help.replaceDeviceApply, {}, { deviceId: d.deviceId })}
                  >
                    <span className="mh-device-name">{d.deviceTypeName}</span>
                    <span className="mh-device-sn">终端号 {d.sn}</span>
                    <span className="mh-device-status">申请换机</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Link className="mh-detail-link" to={href(paths.help.bigMacReplaceDevice)}>
            传统大机换新智能 POS
          </Link>
        </Section>
        <Section title="换机申请" look="card">
          <ApplicationList
            applications={replacements.data?.list ?? []}
            to={(a) => href(paths.help.applyProgress, {}, { id: a.id })}
            emptyText="暂无换机申请"
          />
        </Section>
      </div>
    </QueryState>
  );
}
