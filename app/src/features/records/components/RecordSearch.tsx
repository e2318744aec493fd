// Search by amount, card tail or order number. What the merchant types waits a moment (debounce),
// then goes to the address (`?keyword=`), so back and reload keep it; a full card number stays in
// this field only, with the reason beside it.
import { useEffect, useId, useState } from 'react';
import { MAX_KEYWORD, checkKeyword } from '../lib/searchKeyword';
import './transactionList.css';

export const SEARCH_DEBOUNCE_MS = 400;

export interface RecordSearchProps {
  /** The keyword in the address. */
  value: string;
  onSearch: (keyword: string) => void;
}

export function RecordSearch({ value, onSearch }: RecordSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const id = useId();
  // The address changed without typing (back, a link): the field follows it.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const check = checkKeyword(text);
  const pending = check.ok ? check.keyword : null;

  useEffect(() => {
    if (pending === null || pending === value) return undefined;
    const timer = setTimeout(() => onSearch(pending), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, value, onSearch]);

  const clear = () => {
    setText('');
    onSearch('');
  };

  return (
    <div className="mh-record-search" role="search">
      <label className="mh-visually-hidden" htmlFor={id}>
        搜索交易：金额、卡号后四位或订单号
      </label>
      <div className="mh-record-search-box">
        <input
          id={id}
          className="mh-record-search-input"
          type="search"
          inputMode="search"
          autoComplete="off"
          maxLength={MAX_KEYWORD + 8}
          placeholder="金额 / 卡号后四位 / 订单号"
          value={text}
          aria-invalid={!check.ok}
          aria-describedby={check.ok ? undefined : `${id}-error`}
          onChange={(e) => setText(e.target.value)}
        />
        {text ? (
          <button type="button" className="mh-record-search-clear" aria-label="清除搜索" onClick={clear}>
            ×
          </button>
        ) : null}
      </div>
      {check.ok ? null : (
        <p id={`${id}-error`} className="mh-record-search-error" role="alert">
          {check.message}
        </p>
      )}
    </div>
  );
}
