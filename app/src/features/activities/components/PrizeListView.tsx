// /common/prize/list/{activityId?} and /common/prizeList/{activityId?}: the prizes won, of one
// activity or all, each with its kind, state and time; goods to claim with their deadline and 领取.
// The merchant's addresses are read only when something waits to be claimed.
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { Section } from '../../../components/Section/Section';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { useDeliveryAddressesQuery } from '../api/addresses';
import { usePrizeListQuery } from '../api/prizes';
import { useActivityInfoQuery } from '../api/activity';
import { gameHref, isGame } from '../lib/links';
import { PrizeClaim } from './PrizeClaim';
import { PrizeRow } from './PrizeRow';
import './activities.css';

/**
 * The way to win something: the game of the activity the list is of (its kind asked of the server,
 * usually already in the store from the game), or the lottery machine for the list of all.
 */
function PlayLink({ activityId }: { activityId: string }) {
  const info = useActivityInfoQuery({ activityId }, { skip: !activityId });
  const kind = activityId ? info.data?.kind : 'lotteryMachine';
  if (!kind || !isGame(kind)) return null;
  return (
    <Link className="mh-button mh-button--link" to={gameHref(kind, activityId)}>
      去参加活动
    </Link>
  );
}

/** The prizes of `activityId` when given (a route that names none), else of the route's `{activityId?}`. */
export function PrizeListView({ activityId: given }: { activityId?: string } = {}) {
  const { activityId: named = '' } = useParams();
  const activityId = given ?? named;
  const prizes = usePrizeListQuery(activityId);
  const list = prizes.data?.list ?? [];
  const claimable = list.some((p) => p.status === '2');
  const addresses = useDeliveryAddressesQuery(undefined, { skip: !claimable });
  return (
    <QueryState
      {...queryStatus(prizes)}
      isEmpty={list.length === 0}
      emptyText="暂无奖品"
      emptyDescription={<PlayLink activityId={activityId} />}
    >
      {addresses.error ? (
        <Section look="card" aria-label="收货地址" className="mh-lottery-notice">
          <p role="alert">收货地址读取失败，暂时无法领取</p>
          <button
            type="button"
            className="mh-button mh-button--link"
            onClick={() => void addresses.refetch()}
          >
            重试
          </button>
        </Section>
      ) : null}
      <ul className="mh-prizes" aria-label="我的奖品" data-state="ready">
        {list.map((p) => (
          <li key={p.prizeId} className="mh-prize" data-testid={`prize-${p.prizeId}`}>
            <PrizeRow prize={p} />
            {p.status === '2' ? <PrizeClaim prize={p} addresses={addresses.data} /> : null}
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
