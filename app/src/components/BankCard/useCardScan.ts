// The host's bank-card OCR (the scanBankCard bridge call). A host without the bridge, or whose
// bridge lacks the call (NOT_FOUND, found on the first tap), offers no scan; a host that fails or
// cannot read the card leaves the field to be typed, and says so.
import { useState } from 'react';
import { isKnownMissing, noteMissingCall } from '../../lib/host/missingCalls';
import { useOptionalHost } from '../../lib/host/useHost';
import type { RecognisedCard } from './BankCardInput';

export type ScanState = 'idle' | 'scanning' | 'read' | 'failed';

export function useCardScan(onRead: (card: RecognisedCard) => void) {
  const native = useOptionalHost()?.native ?? null;
  const [state, setState] = useState<ScanState>('idle');
  const [lacking, setLacking] = useState(() => isKnownMissing(native, 'scanBankCard'));
  const scan = async () => {
    if (!native || state === 'scanning') return;
    setState('scanning');
    try {
      const answer = await native.scanBankCard();
      const cardNumber = (answer.cardNumber ?? '').replace(/\D/g, '');
      if (answer.errorCode !== '0000' || !cardNumber) throw new Error('unreadable');
      onRead({ cardNumber, bankName: answer.bankName, bankCode: answer.bankCode, cardType: answer.cardType });
      setState('read');
    } catch (error) {
      if (noteMissingCall(native, 'scanBankCard', error)) setLacking(true);
      setState('failed');
    }
  };
  return { available: native !== null && !lacking, state, scan };
}
