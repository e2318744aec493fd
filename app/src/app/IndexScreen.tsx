// '/' (exact): an index of the areas built so far, for the harness and for QA. Every other
// unknown address gets the fallback screen.
import { withoutOptional } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { Screen } from '../components/Screen';
import { areas } from './areas';
import './IndexScreen.css';

export default function IndexScreen() {
  return (
    <Screen pattern="/" title="商户服务">
      <h1 className="mh-index__title">商户服务</h1>
      {areas
        .filter((area) => area.routes.length > 0)
        .map((area) => (
          <section key={area.name} aria-labelledby={`area-${area.name}`} className="mh-index__area">
            <h2 id={`area-${area.name}`}>{area.title}</h2>
            <ul>
              {/* Patterns that need no parameter can be opened from the index. */}
              {area.routes.flatMap((r) => {
                const to = withoutOptional(r.pattern);
                return to === null
                  ? []
                  : [
                      <li key={r.pattern}>
                        <Link to={to}>{r.pattern}</Link>
                      </li>,
                    ];
              })}
            </ul>
          </section>
        ))}
    </Screen>
  );
}
