// One question's answer. The answer is server HTML, shown by components/ServerHtml (sanitised, and
// contained in its box).
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useQuestionsQuery } from '../api/questions';
import { ContactService } from './ContactService';

export function AnswerView({ code, title }: { code: string; title: string }) {
  const query = useQuestionsQuery({ code });
  const question = query.data?.list[0];
  return (
    <article className="mh-help-answer">
      <h1>{question?.title ?? title}</h1>
      <QueryState {...queryStatus(query)} isEmpty={!question} emptyText="该问题已下线">
        <ServerHtml className="mh-help-answer-body" data-state="ready" html={question?.answer ?? ''} />
        {question ? (
          <Link className="mh-help-link" to={href(paths.help.questionListPage, { type: question.type })}>
            更多{question.typeName}问题
          </Link>
        ) : null}
      </QueryState>
      <ContactService />
    </article>
  );
}
