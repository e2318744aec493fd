// What the host answered when the swipe did not end the order: why, and the way on.
import { useNavigate } from 'react-router-dom';
import type { SwipeAnswer } from '../lib/swipe';
import { useFlowLinks } from '../lib/useFlowLinks';

export function SwipeAnswerNote({ answer, payOrderNo }: { answer: SwipeAnswer; payOrderNo: string }) {
  const navigate = useNavigate();
  const links = useFlowLinks();
  return (
    <div>
      <p className="mh-collect-notice" role="alert" data-swipe-answer={answer.kind}>
        {'text' in answer ? answer.text : ''}
      </p>
      {answer.kind === 'noAnswer' ? (
        <button
          type="button"
          className="mh-button mh-button--block"
          onClick={() => void navigate(links.result('processing', payOrderNo), { replace: true })}
        >
          查看订单结果
        </button>
      ) : null}
    </div>
  );
}
