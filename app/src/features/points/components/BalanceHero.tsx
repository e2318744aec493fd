// The number the merchant came for: the points balance, first and large, with the ways to read it.
import type { ReactNode } from 'react';
import { Section } from '../../../components/Section/Section';
import { formatPoints } from '../../../lib/format';
import './points.css';

export interface BalanceHeroProps {
  balance: number;
  label?: string;
  /** A line under the number (what is pending, what the page is for). */
  note?: ReactNode;
  children?: ReactNode;
}

export function BalanceHero({ balance, label = '我的积分', note, children }: BalanceHeroProps) {
  return (
    <Section className="mh-points-hero" aria-labelledby="points-balance-label">
      <p id="points-balance-label">{label}</p>
      <strong className="mh-points-balance" data-testid="points-balance">
        {formatPoints(balance)}
      </strong>
      {note ? <p>{note}</p> : null}
      {children}
    </Section>
  );
}
