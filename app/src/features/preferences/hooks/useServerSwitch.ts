// One server switch as a screen uses it: where it stands (the server's answer), turning it over, and
// the server's refusal to say under the button (a network failure is the shell's toast).
import { errorMessage } from '../../../components/QueryState/errorMessage';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { isShownInline } from '../../../lib/apiError';
import { switchOn, useMerchantSwitchQuery, useSetMerchantSwitchMutation } from '../api/switches';

export interface ServerSwitch {
  /** On as the server last answered; undefined until it has. */
  on: boolean | undefined;
  /** For QueryState: loading, error and retry of the read. */
  status: ReturnType<typeof queryStatus>;
  /** Turns it over; the state changes when the server has answered. */
  toggle: () => void;
  /** A change is on its way (the button waits). */
  busy: boolean;
  /** The server's refusal of the last change, or null. */
  notice: string | null;
}

/** @example const calls = useServerSwitch('avoidTelemarketing'); calls.toggle(); */
export function useServerSwitch(key: string): ServerSwitch {
  const query = useMerchantSwitchQuery(key, { refetchOnMountOrArgChange: true });
  const [setSwitch, update] = useSetMerchantSwitchMutation();
  const on = switchOn(query.data, key);
  return {
    on,
    status: queryStatus(query),
    toggle: () => void setSwitch({ key, on: !on }),
    busy: update.isLoading || query.isFetching,
    notice: isShownInline(update.error) ? errorMessage(update.error) : null,
  };
}
