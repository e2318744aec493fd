// The route being shown, editable like a browser's address bar, plus reload and open-in-tab. Its
// suggestions and the route shown say when the built app has no such screen yet.
import { useEffect, useState } from 'react';
import { isBuiltRoute, routeSuggestions, useBuiltRoutes } from '../setup/route-suggestions';

const NOT_BUILT = '未上线 not built yet';

interface AddressBarProps {
  route: string;
  fullUrl: string;
  onNavigate: (route: string) => void;
  onReload: () => void;
}

export function AddressBar({ route, fullUrl, onNavigate, onReload }: AddressBarProps) {
  const [draft, setDraft] = useState(route);
  const built = useBuiltRoutes();
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
        {routeSuggestions(built).map((s) => (
          <option
            key={s.route}
            value={s.route}
            label={s.built === false ? `${s.route} · ${NOT_BUILT}` : undefined}
          />
        ))}
      </datalist>
      {built && !isBuiltRoute(built, route) ? (
        <span className="muted" role="status" title="No area of the built app declares this route yet">
          {NOT_BUILT}
        </span>
      ) : null}
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
