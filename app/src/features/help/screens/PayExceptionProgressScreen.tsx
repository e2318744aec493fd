import { useParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { RecoveryProgressView } from '../components/RecoveryProgressView';
import '../components/help.css';

export default function PayExceptionProgressScreen() {
  const { abnormalId = '' } = useParams();
  return (
    <Screen pattern={paths.help.payExceptionProgressPage} title="找回进度">
      <RecoveryProgressView abnormalId={abnormalId} />
    </Screen>
  );
}
