// Gather cards (/gatherCard/{activityId?}): the frame every game shares (chances left, why the
// merchant cannot draw, the draw's result in words, the links) round the set — each card with its
// count or 未获得 — how far it is, 抽一张卡 (one draw per tap) and 合成红包, which a complete set
// enables and which says the red pack made, or the server's refusal in place.
import { Link } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import type { ActivityInfo, Prize } from '@merchant-h5/sdk';
import { ProgressBar } from '../../../components/ProgressBar/ProgressBar';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { Section } from '../../../components/Section/Section';
import { formatYuan } from '../../../lib/format';
import { drawState } from '../lib/drawState';
import { cardLabel, cardSet, setProgressText, type CardSet } from '../lib/gatherCards';
import { prizesHref } from '../lib/links';
import { useGatherCards } from '../lib/useGatherCards';
import { ActivityLoader } from './ActivityLoader';
import { GameFrame } from './GameFrame';
import './gather-card.css';

function CardGrid({ set }: { set: CardSet }) {
  return (
    <Section title="我的卡片">
      <ul className="mh-cards-grid" aria-label="卡片">
        {set.cards.map((card) => (
          <li key={card.cardId} className="mh-card" data-owned={card.owned > 0} aria-label={cardLabel(card)}>
            <span className="mh-card-name">{card.name}</span>
            <span className="mh-card-count">{card.owned > 0 ? `×${card.owned}` : '未获得'}</span>
          </li>
        ))}
      </ul>
      <div className="mh-cards-progress">
        <ProgressBar
          label="集卡进度"
          value={set.held}
          max={set.cards.length}
          text={setProgressText(set)}
          tone={set.complete ? 'done' : 'progress'}
        />
      </div>
    </Section>
  );
}

function RedPackMade({ prize }: { prize: Prize }) {
  return (
    <ResultScreen status="success" title={`已合成 ${formatYuan(prize.amount)} 红包`} description="红包已发放">
      <Link className="mh-button mh-button--link" to={prizesHref(prize.activityId)}>
        查看我的奖品
      </Link>
    </ResultScreen>
  );
}

function GatherCard({ activity }: { activity: ActivityInfo }) {
  const set = cardSet(activity);
  const play = useGatherCards(activity);
  const state = play.drawing ? 'ready' : drawState(activity);
  const running = activity.status === '1' && activity.eligible;
  const amount = formatYuan(activity.redPackAmount ?? 0);
  return (
    <GameFrame
      kind="gatherCard"
      activity={activity}
      state={state}
      refusal={play.refusal}
      result={play.result}
    >
      <CardGrid set={set} />
      <div className="mh-cards-actions">
        {state === 'ready' ? (
          <button
            type="button"
            className="mh-button mh-button--primary mh-button--block"
            disabled={play.drawing}
            aria-busy={play.drawing}
            onClick={play.onDraw}
          >
            {play.drawing ? '抽卡中…' : '抽一张卡'}
          </button>
        ) : null}
        <button
          type="button"
          className="mh-button mh-button--block"
          disabled={!set.complete || !running || play.making}
          aria-busy={play.making}
          onClick={play.onMake}
        >
          {play.making ? '合成中…' : '合成红包'}
        </button>
        {play.makeRefusal ? (
          <p className="mh-cards-refusal" role="alert">
            {play.makeRefusal}
          </p>
        ) : (
          <p className="mh-cards-hint">
            集齐 {set.cards.length} 张卡可合成 {amount} 红包，每种卡各用去一张
          </p>
        )}
      </div>
      <div aria-live="polite">{play.made ? <RedPackMade prize={play.made} /> : null}</div>
    </GameFrame>
  );
}

/** The gather-card activity of the address, or the first one. */
export function GatherCardView() {
  const { activityId = '' } = useParams();
  return (
    <ActivityLoader activityId={activityId} kind="gatherCard">
      {(a) => <GatherCard activity={a} />}
    </ActivityLoader>
  );
}
