import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';
import { AuditStatusView } from '../../components/business/AuditStatusView';

export default function AuditStatusScreen() {
  return (
    <Screen pattern={paths.certification.auditStatus} title="审核进度">
      <AuditStatusView />
    </Screen>
  );
}
