import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { AbnormalToHandle } from '../components/AbnormalToHandle';
import '../components/help.css';

export default function HandleExceptionScreen() {
  return (
    <Screen pattern={paths.help.handleExceptionPage} title="异常交易处理">
      <AbnormalToHandle />
    </Screen>
  );
}
