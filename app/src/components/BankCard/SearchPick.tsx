// A searchable choice (bank, branch): a search box and the matching options under it as buttons.
// The box shows what was chosen; typing searches again and the choice stands until another is picked.
import { useState } from 'react';
import { stripControlCharacters, type TextLimit } from '@merchant-h5/sdk';
import { FormField } from '../FormField/FormField';
import './BankCard.css';

export interface PickOption {
  key: string;
  label: string;
}

export interface SearchPickProps {
  id: string;
  label: string;
  placeholder: string;
  /** What is chosen now ('' for nothing). */
  chosen: string;
  /** The search the options answer; the parent runs the query. */
  onSearch: (keyword: string) => void;
  /** The search's rule from the contract (e.g. `endpoints.bankQueryBank.limits.keyword`). */
  limit: TextLimit;
  options: PickOption[] | undefined;
  /** 'loading' | 'failed' while the options are not there. */
  status: 'ready' | 'loading' | 'failed';
  onPick: (option: PickOption) => void;
  onRetry?: () => void;
  error?: string | undefined;
  /** Why the field cannot be used yet (e.g. 请先选择开户银行); disables it. */
  blockedBy?: string | undefined;
  /** Keep the options shown (a screen that is only this search). */
  alwaysOpen?: boolean;
}

export function SearchPick(props: SearchPickProps) {
  const { id, label, chosen, options, status, blockedBy, alwaysOpen = false } = props;
  const [typed, setTyped] = useState<string | null>(null);
  const open = alwaysOpen || typed !== null;
  // What is typed is searched; the chosen name the box shows is not (so no counter for it).
  const type = (typing: string) => {
    const keyword = stripControlCharacters(typing);
    setTyped(keyword);
    props.onSearch(keyword.trim());
  };
  const pick = (option: PickOption) => {
    setTyped(null);
    props.onPick(option);
  };
  return (
    <div className="mh-pick">
      <FormField id={id} label={label} error={props.error} hint={blockedBy}>
        <input
          type="search"
          autoComplete="off"
          placeholder={props.placeholder}
          disabled={Boolean(blockedBy)}
          maxLength={props.limit.maxLength}
          value={typed ?? chosen}
          onFocus={() => (typed === null && !alwaysOpen ? type('') : undefined)}
          onChange={(e) => type(e.target.value)}
        />
      </FormField>
      {open && !blockedBy ? (
        <div className="mh-pick-results" aria-live="polite">
          {status === 'loading' ? <p className="mh-field-hint">查询中…</p> : null}
          {status === 'failed' ? (
            <p className="mh-field-hint">
              查询失败
              {props.onRetry ? (
                <button type="button" className="mh-button mh-pick-retry" onClick={props.onRetry}>
                  重试
                </button>
              ) : null}
            </p>
          ) : null}
          {status === 'ready' && options?.length === 0 ? (
            <p className="mh-field-hint">没有找到，请换个关键词再搜</p>
          ) : null}
          {status === 'ready' && options?.length ? (
            <ul aria-label={`${label}搜索结果`}>
              {options.map((option) => (
                <li key={option.key}>
                  <button type="button" onClick={() => pick(option)}>
                    {option.label}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
