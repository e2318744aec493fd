// How points are earned, each way with the screen where it is done.
import { Link } from 'react-router-dom';
import { Section } from '../../../components/Section/Section';
import { EARN_WAYS } from '../lib/earnWays';
import './points.css';

export function EarnWays() {
  return (
    <Section title="如何赚积分">
      <ul className="mh-points-rows" aria-label="赚积分的方式">
        {EARN_WAYS.map((way) => (
          <li key={way.title}>
            <span className="mh-points-row-text">
              <span>{way.title}</span>
              <small>{way.detail}</small>
            </span>
            {way.to ? (
              <Link className="mh-points-link" to={way.to} aria-label={`${way.action}：${way.title}`}>
                {way.action}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
