import { useParams } from 'react-router-dom';
import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { QuestionGroup } from '../components/QuestionGroup';
import '../components/help.css';

export default function QuestionListScreen() {
  const { type = '' } = useParams();
  return (
    <Screen pattern={paths.help.questionListPage} title="常见问题">
      <QuestionGroup type={type} />
    </Screen>
  );
}
