// What the draw gave, in words (read out by screen readers, readable without the animation): the
// prize and its worth, or 谢谢参与, or the gather card drawn; goods still to be claimed say where.
import { useNavigate } from 'react-router-dom';
import type { DrawResult } from '@merchant-h5/sdk';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { prizesHref } from '../lib/links';
import { prizeWorth } from '../lib/prizeText';

export interface DrawResultPanelProps {
  result: DrawResult;
  activityId: string;
  /** The gather card the draw gave (it is no prize: it joins the set). */
  card?: string;
}

export function DrawResultPanel({ result, activityId, card }: DrawResultPanelProps) {
  const navigate = useNavigate();
  const { prize } = result;
  const left = `剩余 ${result.remainingDraws} 次抽奖机会`;
  if (card) return <ResultScreen status="success" title={`获得 ${card}`} description={left} />;
  if (!prize) return <ResultScreen status="info" title="谢谢参与" description={`再接再厉，${left}`} />;
  const worth = prizeWorth(prize.prizeType, prize.amount);
  return (
    <ResultScreen
      status="success"
      title={`恭喜获得 ${prize.prizeName}`}
      description={
        <>
          {worth ? <p>{worth}</p> : null}
          {prize.status === '2' ? <p>请在「我的奖品」中选择收货地址领取</p> : null}
          <p>{left}</p>
        </>
      }
      primary={{ text: '查看我的奖品', onClick: () => void navigate(prizesHref(activityId)) }}
    />
  );
}
