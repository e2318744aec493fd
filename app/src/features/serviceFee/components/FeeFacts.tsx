// Label/value rows of a service-fee section (what is due, the device, the refund).
import type { ReactNode } from 'react';

export interface FeeFact {
  label: string;
  value: ReactNode;
}

export function FeeFacts({ facts }: { facts: readonly FeeFact[] }) {
  return (
    <dl className="mh-fee-facts">
      {facts.map((f) => (
        <div className="mh-fee-row" key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
