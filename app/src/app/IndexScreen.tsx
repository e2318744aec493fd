// '/' (exact): an index of the areas built so far, for the harness and for QA. Every other
// unknown address gets the fallback screen.
import { withoutOptional } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { Screen } from '../components/Screen';
import { areaTitles, screenEntries, type ScreenEntry } from './areas';
import './IndexScreen.css';

// The table's screens by area, in its order.
const screensByArea = new Map<string, ScreenEntry[]>();
for (const entry of screenEntries) {
  const entries = screensByArea.get(entry.area) ?? [];
  entries.push(entry);
  screensByArea.set(entry.area, entries);
}

export default function IndexScreen() {
  return (
    <Screen pattern="/" title="商户服务">
      <h1 className="mh-index__title">商户服务</h1>
      {[...screensByArea].map(([area, entries]) => (
        <section key={area} aria-labelledby={`area-${area}`} className="mh-index__area">
          <h2 id={`area-${area}`}>{areaTitles[area]}</h2>
          <ul>
            {/* Patterns that need no parameter can be opened from the index. */}
            {entries.flatMap(({ pattern }) => {
              const to = withoutOptional(pattern);
              return to === null
                ? []
                : [
                    <li key={pattern}>
                      <Link to={to}>{pattern}</Link>
                    </li>,
                  ];
            })}
          </ul>
        </section>
      ))}
    </Screen>
  );
}
