import { useNavigate, useParams } from 'react-router-dom';
import { ApplicationResultView } from '../components/ApplicationResultView';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { Screen } from '../../../components/Screen';
import { href, paths } from '../../../config/paths';

export default function DeviceExchangeResultScreen() {
  const { status, id } = useParams();
  const navigate = useNavigate();
  const again = { text: '重新申请', onClick: () => navigate(href(paths.other.deviceExchange)) };
  return (
    <Screen pattern={paths.other.deviceExchangeResult} title="换机结果">
      {status === 'success' ? (
        <ApplicationResultView
          id={id}
          kind="cooperate"
          title="换机申请已提交"
          primary={{ text: '我的机具', onClick: () => navigate(href(paths.other.deviceApply)) }}
        />
      ) : (
        <ResultScreen
          status="error"
          title="换机申请未成功"
          description="没有扣取任何费用，可重新申请"
          primary={again}
        />
      )}
    </Screen>
  );
}
