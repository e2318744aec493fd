// The points home's first request, declared once (lib/firstQuery.ts): start-up sends its calls
// before the store's code has arrived, and the route's prefetch (routes.tsx) starts the same
// endpoints through the store.
import { paths } from '../../config/paths';
import { firstCallTable, firstQuery } from '../../lib/firstQuery';
import {
  expiryReminderCall,
  noviceGiftsCall,
  pendingPointsCall,
  pointsHomeCall,
  signInStatusCall,
} from './api/calls';

// The home's sections start with its summary, so the screen appears once, whole.
export const pointsHomeFirst = [
  firstQuery({ endpoint: 'pointsHome', call: pointsHomeCall }),
  firstQuery({ endpoint: 'expiryReminder', call: expiryReminderCall }),
  firstQuery({ endpoint: 'noviceGifts', call: noviceGiftsCall }),
  firstQuery({ endpoint: 'signInStatus', call: signInStatusCall }),
  firstQuery({ endpoint: 'pendingPoints', call: pendingPointsCall }),
];

export const firstCalls = firstCallTable([{ pattern: paths.points.home, queries: pointsHomeFirst }]);
