// The ID card's portrait side read by the host (the scanIdCard bridge call). Hosts without a bridge,
// or whose bridge lacks the call (NOT_FOUND: found out on the first tap, then not offered again),
// leave the merchant to type: the screen says so.
import { useCallback, useState } from 'react';
import { isKnownMissing, noteMissingCall } from '../../../../lib/host/missingCalls';
import { useOptionalHost } from '../../../../lib/host/useHost';
import type { IdentityValue } from './IdentityFields';

export type IdCardScanState = 'idle' | 'scanning' | 'filled' | 'failed' | 'unsupported';

export const NO_ID_OCR_TEXT = '当前环境不支持识别身份证，请手动填写';
export const ID_OCR_FAILED_TEXT = '未能识别身份证，请手动填写';

/** `scan` is null where the host has no bridge. */
export function useIdCardScan(onChange: (patch: Partial<IdentityValue>) => void) {
  const native = useOptionalHost()?.native ?? null;
  const [state, setState] = useState<IdCardScanState>(() =>
    isKnownMissing(native, 'scanIdCard') ? 'unsupported' : 'idle',
  );
  const scan = useCallback(async () => {
    if (!native) return;
    setState('scanning');
    try {
      const card = await native.scanIdCard();
      if (card.errorCode !== '0000' || !card.idNo) throw new Error(card.errorCode);
      const longTerm = card.validTo === '长期';
      onChange({
        name: card.name,
        idNo: card.idNo.toUpperCase(),
        startDate: card.validFrom,
        endDate: longTerm ? '' : card.validTo,
        longTerm,
      });
      setState('filled');
    } catch (error) {
      setState(noteMissingCall(native, 'scanIdCard', error) ? 'unsupported' : 'failed');
    }
  }, [native, onChange]);
  return { scan: native && state !== 'unsupported' ? scan : null, state };
}
