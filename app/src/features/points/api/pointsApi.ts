// The points home's part of the one RTK Query api. 'Points' is shared with the mall and order areas
// (balance, home, bill, sign-in, pending points, novice gifts): whoever changes the balance
// invalidates it, and every screen showing points refreshes.
import { api } from '../../../lib/api';

export const pointsApi = api.enhanceEndpoints({ addTagTypes: ['Points'] });

/** A mutation's tags: refresh every points screen after a change, never after a refusal. */
export const refreshPoints = (_result: unknown, error: unknown) => (error ? [] : (['Points'] as const));
