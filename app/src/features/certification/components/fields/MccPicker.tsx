// The merchant category (MCC), searchable: the categories of merchantAccessGetBusinessType, filtered
// by what the merchant types (name, group or code) and chosen with one tap.
import { useMemo, useState } from 'react';
import { FormField } from '../../../../components/FormField/FormField';
import { useBusinessTypesQuery } from '../../api/businessLookups';
import './fields.css';

export interface MccValue {
  mccCd: string;
  mccValue: string;
}

export interface MccPickerProps {
  id: string;
  value: MccValue;
  onChange: (value: MccValue) => void;
  error?: string | undefined;
}

/** More than this many matches: the merchant narrows the search instead of scrolling. */
const SHOWN = 40;

/**
 * @example
 * <MccPicker id="mcc" value={{ mccCd, mccValue }} onChange={setMcc} error={errors.mcc} />
 */
export function MccPicker({ id, value, onChange, error }: MccPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const types = useBusinessTypesQuery(undefined, { skip: !open && !value.mccCd });
  const options = useMemo(
    () => (types.data?.list ?? []).flatMap((t) => t.children.map((m) => ({ ...m, category: t.category }))),
    [types.data],
  );
  const words = search.trim().toLowerCase();
  const matches = options.filter(
    (m) => !words || `${m.mccValue} ${m.category} ${m.mccCd}`.toLowerCase().includes(words),
  );
  const listId = `${id}-options`;

  return (
    <>
      <FormField id={id} label="经营类目" error={error}>
        <button
          type="button"
          className="mh-field-picker"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {value.mccValue || '请选择经营类目'}
        </button>
      </FormField>
      {open ? (
        <div id={listId}>
          <FormField
            id={`${id}-search`}
            label="搜索经营类目"
            hint={types.isFetching ? '加载中…' : `${matches.length} 个类目`}
          >
            <input
              type="search"
              value={search}
              placeholder="例如：餐饮、便利店、5812"
              onChange={(e) => setSearch(e.target.value)}
            />
          </FormField>
          {types.isError ? (
            <p className="mh-field-error">
              类目加载失败{' '}
              <button type="button" className="mh-button" onClick={() => void types.refetch()}>
                重新加载
              </button>
            </p>
          ) : (
            <ul className="mh-cert-options" aria-label="经营类目">
              {matches.slice(0, SHOWN).map((m) => (
                <li key={m.mccCd}>
                  <button
                    type="button"
                    aria-pressed={m.mccCd === value.mccCd}
                    onClick={() => {
                      onChange({ mccCd: m.mccCd, mccValue: m.mccValue });
                      setOpen(false);
                    }}
                  >
                    {m.mccValue}
                    <span className="mh-cert-option-group">
                      {m.category} · {m.mccCd}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {matches.length === 0 && types.isSuccess ? (
            <p className="mh-field-hint">没有匹配的类目，换个词试试</p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
