// The points screens' first calls, sent by start-up before the store's code has arrived
// (lib/firstCalls.ts): each is what the screen's route prefetch asks the store for.
import { paths } from '../../config/paths';
import type { FirstCallTable } from '../../lib/firstCalls';
import {
  expiryReminderCall,
  noviceGiftsCall,
  pendingPointsCall,
  pointsHomeCall,
  signInStatusCall,
} from './api/calls';

export const firstCalls: FirstCallTable = {
  [paths.points.home]: () => [
    pointsHomeCall(),
    expiryReminderCall(),
    noviceGiftsCall(),
    signInStatusCall(),
    pendingPointsCall(),
  ],
};
