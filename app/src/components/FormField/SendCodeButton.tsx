// 获取验证码 beside an SMS code field, then the seconds before another may be asked for. The deadline
// is the server's (its answer, or after a reload the seconds it says are left), kept outside the
// screen: leaving it and coming back does not restart the count.
import { useCountdown } from '../../lib/useCountdown';
import './FormField.css';

export interface SendCodeButtonProps {
  /** When another code may be asked for (ms since the epoch); 0: now. */
  deadline: number;
  /** A code was sent before (重新发送 rather than 获取验证码). */
  sentBefore: boolean;
  sending: boolean;
  onSend: () => void;
  /** Where the screen places it (beside the code field, level with its box). */
  className?: string;
}

/**
 * @example
 * <SendCodeButton deadline={resendAt} sentBefore={sent} sending={sending} onSend={send} className="mh-oa-send" />
 */
export function SendCodeButton({ deadline, sentBefore, sending, onSend, className }: SendCodeButtonProps) {
  const left = useCountdown(deadline);
  const label = sending
    ? '发送中…'
    : left > 0
      ? `${left} 秒后重新发送`
      : sentBefore
        ? '重新发送'
        : '获取验证码';
  return (
    <button
      type="button"
      className={className ? `mh-button mh-send-code ${className}` : 'mh-button mh-send-code'}
      disabled={left > 0 || sending}
      onClick={onSend}
    >
      {label}
    </button>
  );
}
