// The activities' part of the one RTK Query api: 'Activity' (an activity's state and the merchant's
// draws left), 'ActivityPrize' (the prizes won), 'DeliveryAddress' (the points areas' tag for the
// merchant's addresses, which a claim reads).
import { api } from '../../../lib/api';

export const activitiesApi = api.enhanceEndpoints({
  addTagTypes: ['Activity', 'ActivityPrize', 'DeliveryAddress'],
});
