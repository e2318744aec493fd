// The member home's first requests, declared once (lib/firstQuery.ts): start-up sends them before
// the store's code has arrived, and the route's prefetch (routes.tsx) starts the same endpoints.
import { paths } from '../../config/paths';
import { firstCallTable, firstQuery } from '../../lib/firstQuery';
import { memberCycleTasksCall, memberInfoCall } from './api/calls';

export const memberHomeFirst = [
  firstQuery({ endpoint: 'memberInfo', call: memberInfoCall }),
  firstQuery({ endpoint: 'memberCycleTasks', call: memberCycleTasksCall }),
];

export const firstCalls = firstCallTable([{ pattern: paths.members.index, queries: memberHomeFirst }]);
