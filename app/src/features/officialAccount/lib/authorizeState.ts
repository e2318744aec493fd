// The `state` of WeChat's authorize step: random, kept for this tab (session storage) and spent by
// the first return that names it, so a forged return (another state) or a replayed one (the same
// state again) is refused before its code is exchanged. It is no secret of the merchant's: only
// the proof that this tab started the login.

const STORE = 'mh.officialAccount.state';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A new state for this tab's next authorize step: 32 random letters and digits (WeChat takes
 * a-zA-Z0-9). Not hex: 32 hex characters hold a run of 13 digits or more in ~4% of states, which
 * reads as a card number in an address.
 *
 * @example const state = newAuthorizeState(); // 'f3aQ…', kept until the return spends it
 */
export function newAuthorizeState(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(32));
  const state = Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
  try {
    sessionStorage.setItem(STORE, state);
  } catch {
    // Storage refused (a private mode): the return is then refused too, and says to start over.
  }
  return state;
}

/**
 * Whether a return names the state this tab kept; either way the kept one is spent.
 *
 * @example spendAuthorizeState(new URLSearchParams(location.search).get('state')) // true once
 */
export function spendAuthorizeState(returned: string | null): boolean {
  let kept: string | null = null;
  try {
    kept = sessionStorage.getItem(STORE);
    sessionStorage.removeItem(STORE);
  } catch {
    return false;
  }
  return kept !== null && kept !== '' && returned === kept;
}
