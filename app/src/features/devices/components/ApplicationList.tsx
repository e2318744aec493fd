// Applications as links to their progress (install, replacement, exchange lists share it).
import { Link } from 'react-router-dom';
import type { DeviceApplication } from '@merchant-h5/sdk';

export interface ApplicationListProps {
  applications: readonly DeviceApplication[];
  /** Where a tap on one goes. */
  to: (application: DeviceApplication) => string;
  emptyText: string;
}

export function ApplicationList({ applications, to, emptyText }: ApplicationListProps) {
  if (applications.length === 0) return <p className="mh-devices-empty">{emptyText}</p>;
  return (
    <ul className="mh-device-list">
      {applications.map((a) => (
        <li key={a.id}>
          <Link className="mh-device mh-device--link" to={to(a)}>
            <span className="mh-device-name">{a.deviceTypeName}</span>
            <span className="mh-device-sn">申请单号 {a.id}</span>
            <span className="mh-device-status" data-tone={a.status === '04' ? 'success' : 'warning'}>
              {a.statusName}
            </span>
            <span className="mh-device-time">申请于 {a.applyTime}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
