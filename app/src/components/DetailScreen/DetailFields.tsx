// A label/value list (a <dl>) with the app's rules for sensitive and money values built in, so no
// detail screen can show a card number unmasked or an amount without its ¥ and two decimals.
import type { ReactNode } from 'react';
import { formatYuan } from '../../lib/format';
import { CardNumber } from '../CardNumber/CardNumber';

export interface DetailField {
  label: string;
  value: ReactNode;
  /** 'amount': ¥ with 2 decimals; 'card': masked (first 6 and last 4 at most). Default: as given. */
  format?: 'text' | 'amount' | 'card';
}

function isBlank(value: ReactNode): boolean {
  return value === undefined || value === null || value === '' || value === false;
}

function show(field: DetailField): ReactNode {
  if (field.format === 'amount' && typeof field.value === 'number') return formatYuan(field.value);
  if (field.format === 'card' && typeof field.value === 'string') return <CardNumber value={field.value} />;
  return field.value;
}

/** Fields without a value are left out (a failure reason only shows on a failed withdrawal). */
export function DetailFields({ fields }: { fields: readonly DetailField[] }) {
  return (
    <dl className="mh-detail-fields">
      {fields
        .filter((f) => !isBlank(f.value))
        .map((f) => (
          <div className="mh-detail-field" key={f.label}>
            <dt>{f.label}</dt>
            <dd data-format={f.format ?? 'text'}>{show(f)}</dd>
          </div>
        ))}
    </dl>
  );
}
