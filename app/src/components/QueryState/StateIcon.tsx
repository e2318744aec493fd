// Small line illustrations for the empty and error states: a few hundred bytes instead of
// antd-mobile's ErrorBlock pictures (~8 KB gzip), which every data screen would pay for.
export type StateIconKind = 'empty' | 'error' | 'offline';

export function StateIcon({ kind }: { kind: StateIconKind }) {
  return (
    <svg className="mh-state-icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false" data-kind={kind}>
      <rect x="14" y="8" width="36" height="46" rx="4" />
      {kind === 'empty' ? (
        <>
          <line x1="22" y1="22" x2="42" y2="22" />
          <line x1="22" y1="31" x2="42" y2="31" />
          <line x1="22" y1="40" x2="34" y2="40" />
        </>
      ) : kind === 'offline' ? (
        <>
          <path d="M21 30a16 16 0 0 1 22 0" />
          <path d="M26 36a8 8 0 0 1 12 0" />
          <circle cx="32" cy="42" r="1.5" />
          <line x1="20" y1="20" x2="44" y2="46" />
        </>
      ) : (
        <>
          <line x1="32" y1="20" x2="32" y2="34" />
          <circle cx="32" cy="41" r="1.5" />
        </>
      )}
    </svg>
  );
}
