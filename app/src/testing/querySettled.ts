// Waits until no request of the one RTK Query api is in flight. A screen whose lists (banks, areas)
// answer after the test's last assertion would otherwise update outside act() once the test ended.
import { waitFor } from '@testing-library/react';
import type { AppStore } from '../app/store';

function inFlight(store: AppStore): number {
  const { queries, mutations } = store.getState().api;
  return [...Object.values(queries), ...Object.values(mutations)].filter((q) => q?.status === 'pending')
    .length;
}

/**
 * Quiet for two polls in a row: a query a debounced search or an effect starts just after another
 * answered counts too.
 *
 * @example await queriesSettled(store); // before the a11y check of a form with bank fields
 */
export async function queriesSettled(store: AppStore): Promise<void> {
  let quiet = 0;
  await waitFor(() => {
    quiet = inFlight(store) > 0 ? 0 : quiet + 1;
    if (quiet < 3) throw new Error('requests still in flight');
  });
}
