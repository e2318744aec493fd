import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { NonAutoImportView } from '../components/NonAutoImportView';

export default function NonAutoImportScreen() {
  return (
    <Screen pattern={paths.tasks.touchNonAutoImport} title="手动添加商户">
      <NonAutoImportView />
    </Screen>
  );
}
