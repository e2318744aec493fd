// Search across every group's questions. The words stay in the address (?q=), so Back from an
// answer comes back to the same results; no result says so, naming what was looked for.
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState, type FormEvent } from 'react';
import { endpoints } from '@merchant-h5/sdk';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { useQuestionsQuery } from '../api/questions';
import { FormField } from '../../../components/FormField/FormField';
import { textFieldError } from '../../../lib/textField';
import { QuestionLinks } from './QuestionLinks';

const KEYWORD_LIMIT = endpoints.abnormalHandleCommonQuestions.limits.keyword;

export function QuestionSearch() {
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('q')?.trim() ?? '';
  const [text, setText] = useState(keyword);
  const [error, setError] = useState<string>();
  const results = useQuestionsQuery(keyword ? { keyword } : skipToken);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const words = text.trim();
    if (!words) return setError('请输入要搜索的问题');
    const problem = textFieldError('搜索内容', words, KEYWORD_LIMIT);
    if (problem) return setError(problem);
    setError(undefined);
    setSearch({ q: words }, { replace: Boolean(keyword) });
  };

  const list = results.data?.list ?? [];
  return (
    <>
      <form role="search" className="mh-help-search" noValidate onSubmit={submit}>
        <FormField id="help-search" label="搜索问题" error={error}>
          <input
            type="search"
            maxLength={KEYWORD_LIMIT.maxLength}
            value={text}
            enterKeyHint="search"
            placeholder="如：未到账、换机"
            onChange={(e) => setText(e.target.value)}
          />
        </FormField>
        <button type="submit" className="mh-button">
          搜索
        </button>
      </form>
      {keyword ? (
        <section aria-label="搜索结果">
          <QueryState
            {...queryStatus(results)}
            isEmpty={list.length === 0}
            emptyText={`没有找到与“${keyword}”相关的问题`}
            emptyDescription="换个说法试试，或联系客服"
          >
            <QuestionLinks label={`“${keyword}”的搜索结果`} questions={list} />
          </QueryState>
        </section>
      ) : null}
    </>
  );
}
