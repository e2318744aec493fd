import { useParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { AnswerView } from '../components/AnswerView';
import '../components/help.css';

export default function QuestionAnswerScreen() {
  const { code = '', title = '' } = useParams();
  return (
    <Screen pattern={paths.help.questionListTitlePage} title="问题详情">
      <AnswerView code={code} title={title} />
    </Screen>
  );
}
