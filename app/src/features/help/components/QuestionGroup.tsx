// /help/questionListPage/{type}: the questions of one group.
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { useQuestionsQuery } from '../api/questions';
import { categoryName } from '../lib/categories';
import { QuestionLinks } from './QuestionLinks';

export function QuestionGroup({ type }: { type: string }) {
  const query = useQuestionsQuery({ type });
  const list = query.data?.list ?? [];
  const name = list[0]?.typeName ?? categoryName(type) ?? '常见问题';
  return (
    <section aria-labelledby="help-group-title">
      <h1 id="help-group-title" className="mh-help-heading">
        {name}
      </h1>
      <QueryState {...queryStatus(query)} isEmpty={list.length === 0} emptyText="该分类暂无问题">
        <QuestionLinks label={`${name}问题`} questions={list} />
      </QueryState>
    </section>
  );
}
