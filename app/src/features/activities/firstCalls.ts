// The first game's first request, declared once (lib/firstQuery.ts): start-up sends its call before
// the store's code has arrived, and the route's prefetch (routes.tsx) starts the same endpoint
// through the store.
import { paths } from '../../config/paths';
import { firstCallTable, firstQuery } from '../../lib/firstQuery';
import { activityInfoCall, activityRequest } from './api/calls';

export const lotteryMachineFirst = [
  firstQuery({
    endpoint: 'activityInfo',
    arg: ({ params }) => activityRequest(params.activityId ?? '', 'lotteryMachine'),
    call: activityInfoCall,
  }),
];

export const firstCalls = firstCallTable([
  { pattern: paths.activities.lotteryMachineHome, queries: lotteryMachineFirst },
]);
