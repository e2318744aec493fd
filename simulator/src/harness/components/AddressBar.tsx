// The route being shown, editable like a browser's address bar, plus reload and open-in-tab.
import { useEffect, useState } from 'react';
import { SUGGESTED_ROUTES } from '../setup/options';

interface AddressBarProps {
  route: string;
  fullUrl: string;
  onNavigate: (route: string) => void;
  onReload: () => void;
}

export function AddressBar({ route, fullUrl, onNavigate, onReload }: AddressBarProps) {
  const [draft, setDraft] = useState(route);
  useEffect(() => setDraft(route), [route]);
  return (
    <form
      className="address-bar"
      onSubmit={(event) => {
        event.preventDefault();
        const next = draft.trim() || '/';
        onNavigate(next.startsWith('/') ? next : `/${next}`);
      }}
    >
      <span className="address-prefix">/h5</span>
      <input
        aria-label="H5 路由 (route)"
        list="h5-routes"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder="/transaction/record"
        spellCheck={false}
      />
      <datalist id="h5-routes">
        {SUGGESTED_ROUTES.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <button type="submit">前往 Go</button>
      <button type="button" onClick={onReload} title="Reload the H5">
        ⟳
      </button>
      <a className="button" href={fullUrl} target="_blank" rel="noreferrer" title={fullUrl}>
        新标签 ↗
      </a>
    </form>
  );
}
