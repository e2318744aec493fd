// Screen filters live in the address (?startDate=&endDate=&tradeType=, ?monthDate=), so coming back
// from a detail keeps them and a shared link opens the same view. Other query keys (the host's
// context) are left as they are; changes replace the history entry rather than add one.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * @example
 * const [{ monthDate }, update] = useSearchValues(['monthDate']);
 * update({ monthDate: '202611' });
 */
export function useSearchValues<K extends string>(
  keys: readonly K[],
): [Record<K, string>, (changes: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const picked = keys.map((k) => params.get(k) ?? '');
  const signature = JSON.stringify(picked);
  const keySignature = keys.join('\n');
  const values = useMemo(() => {
    const list = JSON.parse(signature) as string[];
    return Object.fromEntries(keySignature.split('\n').map((k, i) => [k, list[i] ?? ''])) as Record<
      K,
      string
    >;
  }, [signature, keySignature]);

  const update = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes) as Array<[string, string | undefined]>) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [values, update];
}
