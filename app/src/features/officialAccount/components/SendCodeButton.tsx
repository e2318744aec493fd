// 获取验证码 beside the code field, then the seconds before another may be asked for: the deadline
// is the server's (its answer, or after a reload its sign-in's `resendAfter`).
import { useCountdown } from './useCountdown';

export interface SendCodeButtonProps {
  /** When another code may be asked for (ms since the epoch); 0: now. */
  deadline: number;
  /** A code was sent before (重新发送 rather than 获取验证码). */
  sentBefore: boolean;
  sending: boolean;
  onSend: () => void;
}

export function SendCodeButton({ deadline, sentBefore, sending, onSend }: SendCodeButtonProps) {
  const left = useCountdown(deadline);
  const label = sending
    ? '发送中…'
    : left > 0
      ? `${left} 秒后重新发送`
      : sentBefore
        ? '重新发送'
        : '获取验证码';
  return (
    <button type="button" className="mh-button mh-oa-send" disabled={left > 0 || sending} onClick={onSend}>
      {label}
    </button>
  );
}
