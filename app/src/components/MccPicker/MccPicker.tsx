// The one merchant category (MCC) picker, searchable: the categories the caller's query lists,
// filtered by what the merchant types (name, group or code) and chosen with one tap. Each area feeds
// it from its own endpoint (certification's business types, the merchant information's queryMcc).
import { useState } from 'react';
import type { MccOption } from '@merchant-h5/sdk';
import { FormField } from '../FormField/FormField';
import './MccPicker.css';

export interface MccValue {
  mccCd: string;
  mccValue: string;
}

/** The categories to choose from and how their query stands. */
export interface MccOptions {
  options: readonly MccOption[];
  loading: boolean;
  failed: boolean;
  loaded: boolean;
  reload: () => void;
}

export interface MccPickerProps {
  id: string;
  value: MccValue;
  onChange: (value: MccValue) => void;
  /** Called with true once the list is opened: a caller may wait to load it until then. */
  onOpen?: ((open: boolean) => void) | undefined;
  list: MccOptions;
  error?: string | undefined;
}

/** More than this many matches: the merchant narrows the search instead of scrolling. */
const SHOWN = 40;

/**
 * @example
 * <MccPicker id="mcc" value={{ mccCd, mccValue }} onChange={setMcc} list={mccOptions} error={errors.mcc} />
 */
export function MccPicker({ id, value, onChange, onOpen, list, error }: MccPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase();
  const matches = list.options.filter(
    (m) => !words || `${m.mccValue} ${m.category} ${m.mccCd}`.toLowerCase().includes(words),
  );
  const listId = `${id}-options`;
  const toggle = () => {
    setOpen(!open);
    onOpen?.(!open);
  };

  return (
    <>
      <FormField id={id} label="经营类目" error={error}>
        <button
          type="button"
          className="mh-field-picker"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={toggle}
        >
          {value.mccValue || '请选择经营类目'}
        </button>
      </FormField>
      {open ? (
        <div id={listId}>
          <FormField
            id={`${id}-search`}
            label="搜索经营类目"
            hint={list.loading ? '加载中…' : `${matches.length} 个类目`}
          >
            <input
              type="search"
              value={search}
              placeholder="例如：餐饮、便利店、5812"
              onChange={(e) => setSearch(e.target.value)}
            />
          </FormField>
          {list.failed ? (
            <p className="mh-field-error">
              类目加载失败{' '}
              <button type="button" className="mh-button" onClick={list.reload}>
                重新加载
              </button>
            </p>
          ) : (
            <ul className="mh-mcc-options" aria-label="经营类目">
              {matches.slice(0, SHOWN).map((m) => (
                <li key={m.mccCd}>
                  <button
                    type="button"
                    aria-pressed={m.mccCd === value.mccCd}
                    onClick={() => {
                      onChange({ mccCd: m.mccCd, mccValue: m.mccValue });
                      setOpen(false);
                      onOpen?.(false);
                    }}
                  >
                    {m.mccValue}
                    <span className="mh-mcc-option-group">
                      {m.category} · {m.mccCd}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {matches.length === 0 && list.loaded ? (
            <p className="mh-field-hint">没有匹配的类目，换个词试试</p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
