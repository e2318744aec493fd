// The return from WeChat's authorize step to /officialAccount/Auth?code=…&state=… (or the official
// account's prize, /weChat/officialPrize?code=…): the address is
// cleared at once (no code or state stays in it, in history or in a reload), the state is checked
// against the one this tab kept, and only then is the code exchanged, once. WeChat's 40029 and
// 40163 (an unknown or used code) end the attempt with a way to start over, never a new authorize
// by itself, so a stale code cannot loop. A snapshot-page visit binds nothing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { href, paths } from '../../../config/paths';
import type { ApiError } from '../../../lib/apiError';
import { useExchangeOauthCodeMutation } from '../api/signIn';
import { spendAuthorizeState } from '../lib/authorizeState';

/** WeChat's errcodes for a code it will not exchange: unknown or expired, and used. */
export const SPENT_CODE_ERRCODES: readonly string[] = ['40029', '40163'];

export type AuthorizeReturn =
  /** No return in the address: the server says who is signed in. */
  | { kind: 'none' }
  | { kind: 'exchanging' }
  | { kind: 'exchanged' }
  /** The state was not this tab's, or was spent already. */
  | { kind: 'refused' }
  /** WeChat will not exchange this code again. */
  | { kind: 'spent' }
  | { kind: 'snapshot' }
  | { kind: 'failed'; error: ApiError; retry: () => void };

/**
 * @param returnedTo the address WeChat sent the code back to, without its query: the address is
 *   replaced by it at once
 */
export function useAuthorizeReturn(returnedTo: string = href(paths.officialAccount.auth)): AuthorizeReturn {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [exchange] = useExchangeOauthCodeMutation();
  const code = search.get('code');
  const [outcome, setOutcome] = useState<AuthorizeReturn>(() =>
    code ? { kind: 'exchanging' } : { kind: 'none' },
  );
  // A return is handled once, though an effect may run twice for it.
  const handled = useRef<string | null>(null);

  const run = useCallback(
    async (taken: string) => {
      setOutcome({ kind: 'exchanging' });
      const answer = await exchange(taken);
      if (!('error' in answer)) {
        setOutcome({ kind: 'exchanged' });
        return;
      }
      const error = answer.error as ApiError;
      const spent = error.kind === 'business' && SPENT_CODE_ERRCODES.includes(error.code ?? '');
      setOutcome(spent ? { kind: 'spent' } : { kind: 'failed', error, retry: () => void run(taken) });
    },
    [exchange],
  );

  useEffect(() => {
    if (!code || handled.current === code) return;
    handled.current = code;
    const state = search.get('state');
    const snapshot = search.get('is_snapshotuser') === '1';
    void navigate(returnedTo, { replace: true });
    if (!spendAuthorizeState(state)) setOutcome({ kind: 'refused' });
    else if (snapshot) setOutcome({ kind: 'snapshot' });
    else void run(code);
  }, [code, search, navigate, run, returnedTo]);

  return outcome;
}
