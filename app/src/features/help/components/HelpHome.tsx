// /help/index, 帮助中心: search, the services as an icon grid (what most merchants come for), the
// question groups, the abnormal-trade questions most asked, and a way to reach a person.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useQuestionsQuery } from '../api/questions';
import { HELP_CATEGORIES } from '../lib/categories';
import { ContactService } from './ContactService';
import { HelpServices } from './HelpServices';
import { QuestionLinks } from './QuestionLinks';
import { QuestionSearch } from './QuestionSearch';

export function HelpHome() {
  const common = useQuestionsQuery({ type: 'abnormal' });
  return (
    <div className="mh-help-home">
      <QuestionSearch />
      <HelpServices />
      <nav aria-label="问题分类">
        <ul className="mh-help-list">
          {HELP_CATEGORIES.map((c) => (
            <li key={c.type}>
              <Link
                className="mh-help-row mh-help-category"
                to={href(paths.help.questionListPage, { type: c.type })}
              >
                <span>{c.name}</span>
                <small>{c.hint}</small>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="help-common-title">
        <h2 id="help-common-title" className="mh-help-heading">
          常见问题
        </h2>
        <QueryState {...queryStatus(common)} isEmpty={!common.data?.list.length} emptyText="暂无常见问题">
          <QuestionLinks label="常见问题" questions={common.data?.list ?? []} />
        </QueryState>
      </section>
      <ContactService />
    </div>
  );
}
