// The activities' state (handlers/activities/; their screens are still to come): activities and
// the prizes drawn.
import type { Activity, Prize } from '@merchant-h5/sdk';

export type { Activity, Prize } from '@merchant-h5/sdk';

export interface ActivitiesState {
  activities: Activity[];
  prizes: Prize[];
}
