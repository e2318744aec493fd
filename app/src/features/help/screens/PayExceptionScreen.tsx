import { useParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { AbnormalDetailView } from '../components/AbnormalDetailView';
import '../components/help.css';

export default function PayExceptionScreen() {
  const { abnormalId = '' } = useParams();
  return (
    <Screen pattern={paths.help.payExceptionPage} title="异常交易">
      <AbnormalDetailView abnormalId={abnormalId} />
    </Screen>
  );
}
