// The pool's prizes with their odds, computed as the server draws (lib/odds): each entry's weight
// over the weights of the entries in stock; an entry out of stock says 已抽完.
import type { PrizePoolEntry } from '@merchant-h5/sdk';
import { inStock, poolOdds, showOdds } from '../lib/odds';
import { prizeWorth } from '../lib/prizeText';
import './activities.css';

export function OddsTable({ prizes }: { prizes: readonly PrizePoolEntry[] }) {
  const ordered = [...prizes].sort((a, b) => a.position - b.position);
  const odds = poolOdds(ordered);
  return (
    <table className="mh-odds" data-testid="odds-table">
      <caption className="mh-visually-hidden">奖品与中奖概率</caption>
      <thead>
        <tr>
          <th scope="col">奖品</th>
          <th scope="col">内容</th>
          <th scope="col">中奖概率</th>
        </tr>
      </thead>
      <tbody>
        {ordered.map((p, i) => (
          <tr key={p.poolId}>
            <th scope="row">{p.prizeName}</th>
            <td>{prizeWorth(p.prizeType, p.amount) || '—'}</td>
            <td>{inStock(p) ? showOdds(odds[i] ?? 0) : '已抽完'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
