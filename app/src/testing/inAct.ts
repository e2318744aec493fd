// Runs an update inside React's act() when the test environment expects it (not while Testing
// Library waits in findBy…/waitFor, when act() is off and would warn).
import { act } from 'react';

export function inAct(update: () => void): void {
  if ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT) act(update);
  else update();
}
