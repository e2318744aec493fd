// Questions as links to their answers (the title travels in the address, so it shows at once).
import type { CommonQuestion } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';

export function QuestionLinks({ label, questions }: { label: string; questions: readonly CommonQuestion[] }) {
  return (
    <ul className="mh-help-list" aria-label={label} data-state="ready">
      {questions.map((q) => (
        <li key={q.code}>
          <Link
            className="mh-help-row mh-help-question"
            to={href(paths.help.questionListTitlePage, { code: q.code, title: q.title })}
          >
            {q.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
