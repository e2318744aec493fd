// /help/index, 帮助中心: search, the question groups, the abnormal-trade questions most asked, the
// merchant's own abnormal trades and their progress, the card-machine services, and a way to reach a person.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useQuestionsQuery } from '../api/questions';
import { HELP_CATEGORIES } from '../lib/categories';
import { ContactService } from './ContactService';
import { QuestionLinks } from './QuestionLinks';
import { QuestionSearch } from './QuestionSearch';

export function HelpHome() {
  const common = useQuestionsQuery({ type: 'abnormal' });
  return (
    <div className="mh-help-home">
      <QuestionSearch />
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
      <nav aria-label="我的服务" className="mh-help-services">
        <Link className="mh-help-link" to={href(paths.help.handleExceptionPage)}>
          异常交易处理
        </Link>
        <Link className="mh-help-link" to={href(paths.help.speed)}>
          处理进度
        </Link>
        <Link className="mh-help-link" to={href(paths.help.applyInstallPage)}>
          申请机具
        </Link>
        <Link className="mh-help-link" to={href(paths.other.deviceApply, {})}>
          我的机具
        </Link>
        <Link className="mh-help-link" to={href(paths.help.replaceDevice)}>
          机具换机
        </Link>
        <Link className="mh-help-link" to={href(paths.help.switchPayDeviceApply)}>
          服务费
        </Link>
        <Link className="mh-help-link" to={href(paths.other.phonePosIndex)}>
          手机 POS
        </Link>
      </nav>
      <ContactService />
    </div>
  );
}
