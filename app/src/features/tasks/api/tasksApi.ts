// The task centre's part of the one RTK Query api. 'TaskCenter' is the tasks and the claims; a claim
// pays into the points ('Points', the points areas' tag) or an activity's draws ('Activity', the
// activities' tag), so it refreshes those screens too.
import { api } from '../../../lib/api';

export const tasksApi = api.enhanceEndpoints({ addTagTypes: ['TaskCenter', 'Points', 'Activity'] });
