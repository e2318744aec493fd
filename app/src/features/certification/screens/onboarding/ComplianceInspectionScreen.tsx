import { Screen } from '../../../../components/Screen';
import { paths } from '../../../../config/paths';
import { ComplianceInspectionView } from '../../components/onboarding/ComplianceInspectionView';

export default function ComplianceInspectionScreen() {
  return (
    <Screen pattern={paths.certification.complianceInspection} title="合规检查">
      <ComplianceInspectionView />
    </Screen>
  );
}
