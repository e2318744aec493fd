// 重新发送 once the countdown is over; the seconds left until then.
import { useState } from 'react';
import { useResendCountdown } from './useResendCountdown';

export function ResendButton({ deadline, onResend }: { deadline: number; onResend: () => Promise<void> }) {
  const left = useResendCountdown(deadline);
  const [sending, setSending] = useState(false);
  return (
    <button
      type="button"
      className="mh-button mh-card-resend"
      disabled={left > 0 || sending}
      onClick={() => {
        setSending(true);
        void onResend().finally(() => setSending(false));
      }}
    >
      {left > 0 ? `重新发送（${left}s）` : sending ? '发送中…' : '重新发送'}
    </button>
  );
}
