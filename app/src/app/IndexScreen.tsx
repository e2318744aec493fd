// '/' (exact): an index of the areas built so far, for the harness and for QA. Every other
// unknown address gets the fallback screen.
import { withoutOptional } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { Screen } from '../components/Screen';
import { areaTitles, screenEntries } from './areas';
import './IndexScreen.css';

export default function IndexScreen() {
  return (
    <Screen pattern="/" title="商户服务">
      <h1 className="mh-index__title">商户服务</h1>
      {Object.entries(areaTitles)
        .filter(([area]) => screenEntries.some((entry) => entry.area === area))
        .map(([area, title]) => (
          <section key={area} aria-labelledby={`area-${area}`} className="mh-index__area">
            <h2 id={`area-${area}`}>{title}</h2>
            <ul>
              {/* Patterns that need no parameter can be opened from the index. */}
              {screenEntries.flatMap((entry) => {
                const to = entry.area === area ? withoutOptional(entry.pattern) : null;
                return to === null
                  ? []
                  : [
                      <li key={entry.pattern}>
                        <Link to={to}>{entry.pattern}</Link>
                      </li>,
                    ];
              })}
            </ul>
          </section>
        ))}
    </Screen>
  );
}
