import { ApplyInstallForm } from '../components/ApplyInstallForm';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';

export default function ApplyInstallScreen() {
  return (
    <Screen pattern={paths.help.applyInstallPage} title="申请机具">
      <ApplyInstallForm />
    </Screen>
  );
}
