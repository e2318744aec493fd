// The scratch card: the prize in words under a coating the merchant scratches off (lib/useScratch),
// and 直接揭晓 for a keyboard or a screen reader, which reveals at once. The prize text is hidden from
// screen readers until revealed; the screen's live region then says the result.
import type { DrawResult } from '@merchant-h5/sdk';
import { useScratch } from '../lib/useScratch';
import { prizeWorth } from '../lib/prizeText';
import './scratch.css';

export interface ScratchCardProps {
  result: DrawResult;
  revealed: boolean;
  onReveal: () => void;
}

export function ScratchCard({ result, revealed, onReveal }: ScratchCardProps) {
  const { canvasRef, ...pointer } = useScratch(onReveal);
  const { prize } = result;
  const worth = prize ? prizeWorth(prize.prizeType, prize.amount) : '';
  return (
    <div className="mh-scratch">
      <div className="mh-scratch-card" data-testid="scratch-card" data-revealed={revealed}>
        <p className="mh-scratch-prize" aria-hidden={revealed ? undefined : true}>
          <strong>{prize ? prize.prizeName : '谢谢参与'}</strong>
          {worth ? <span>{worth}</span> : null}
        </p>
        {revealed ? null : (
          <canvas ref={canvasRef} className="mh-scratch-coating" aria-hidden="true" {...pointer} />
        )}
      </div>
      {revealed ? null : (
        <div className="mh-scratch-reveal">
          <p>用手指刮开涂层，超过一半即揭晓</p>
          <button type="button" className="mh-button mh-button--link" onClick={onReveal}>
            直接揭晓
          </button>
        </div>
      )}
    </div>
  );
}
