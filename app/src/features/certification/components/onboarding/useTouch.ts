// The onboarding's touch/* calls: the merchant's own category offered first (queryAddInit's
// defaults, into an empty draft only), and the follow-up record once the onboarding is submitted.
import { useEffect } from 'react';
import { useRecordTouchMutation, useTouchAddInitQuery } from '../../api/onboardingTouch';
import { text } from './useDraft';
import type { Draft } from './useDraft';

export function useTouch(business: Draft, legal: Draft) {
  const init = useTouchAddInitQuery();
  const [record] = useRecordTouchMutation();
  const { values, set } = business;
  const empty = !text(values, 'mccCd');
  useEffect(() => {
    const wanted = init.data?.defaults.mccCd;
    const option = init.data?.mccList.find((m) => m.mccCd === wanted);
    if (!empty || !option) return;
    set('mccCd', option.mccCd);
    set('mccValue', option.mccValue);
  }, [init.data, empty, set]);

  /** Called with the drafts as submitted (before they are cleared). */
  return () =>
    void record({
      merchantName: text(values, 'mecDisNm').trim(),
      phone: text(legal.values, 'mblNo'),
      mccCd: text(values, 'mccCd'),
      regProvCd: text(values, 'regProvCd'),
    });
}
