// The host's bank-card OCR (the scanBankCard bridge call). A host without the bridge offers no
// scan; a host that fails or cannot read the card leaves the field to be typed, and says so.
import { useState } from 'react';
import { useOptionalHost } from '../../lib/host/useHost';
import type { RecognisedCard } from './BankCardInput';

export type ScanState = 'idle' | 'scanning' | 'read' | 'failed';

export function useCardScan(onRead: (card: RecognisedCard) => void) {
  const native = useOptionalHost()?.native ?? null;
  const [state, setState] = useState<ScanState>('idle');
  const scan = async () => {
    if (!native || state === 'scanning') return;
    setState('scanning');
    try {
      const answer = await native.scanBankCard();
      const cardNumber = (answer.cardNumber ?? '').replace(/\D/g, '');
      if (answer.errorCode !== '0000' || !cardNumber) throw new Error('unreadable');
      onRead({ cardNumber, bankName: answer.bankName, bankCode: answer.bankCode, cardType: answer.cardType });
      setState('read');
    } catch {
      setState('failed');
    }
  };
  return { available: native !== null, state, scan };
}
