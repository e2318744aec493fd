// The banks quick pay binds, with the kinds of card and the limits, so a refused card says where to go.
import type { SupportBank } from '@merchant-h5/sdk';
import { formatYuan } from '../../../lib/format';
import { CARD_KIND_NAMES } from '../lib/detectCard';

export function SupportedBanks({ banks }: { banks: readonly SupportBank[] }) {
  return (
    <details className="mh-card-banks">
      <summary>支持的银行（{banks.length} 家）</summary>
      <ul aria-label="支持的银行">
        {banks.map((b) => (
          <li key={b.bankCode}>
            <span>{b.bankName}</span>
            <span className="mh-card-banks-meta">
              {b.cardTypes.map((t) => CARD_KIND_NAMES[t]).join('、')}，单笔 {formatYuan(b.singleLimit)}，单日{' '}
              {formatYuan(b.dayLimit)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
