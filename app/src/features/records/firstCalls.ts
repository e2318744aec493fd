// The records screens' first requests, declared once (lib/firstQuery.ts): start-up sends their calls
// before the store's code has arrived, and each route's prefetch (routes.tsx) starts the same
// endpoints through the store.
import { paths } from '../../config/paths';
import { firstCallTable, firstQuery } from '../../lib/firstQuery';
import {
  billMonth,
  monthBillCall,
  transactionFilterOf,
  transactionRecordsCall,
  withdrawalFilterOf,
  withdrawalRecordsCall,
} from './api/calls';
import { pageOptions } from '../../lib/pageOptions';

// A list's prefetch starts its infinite query, which asks for this page first.
const FIRST_PAGE = pageOptions.initialPageParam;

export const transactionRecordsFirst = [
  firstQuery({
    endpoint: 'transactionRecords',
    arg: ({ search }) => transactionFilterOf(search),
    call: (filter) => transactionRecordsCall(filter, FIRST_PAGE),
  }),
];

export const withdrawalRecordsFirst = [
  firstQuery({
    endpoint: 'withdrawalRecords',
    arg: ({ search }) => withdrawalFilterOf(search),
    call: (filter) => withdrawalRecordsCall(filter, FIRST_PAGE),
  }),
];

export const monthBillFirst = [
  firstQuery({
    endpoint: 'monthBill',
    arg: ({ search }) => billMonth(search.get('monthDate') ?? ''),
    call: monthBillCall,
  }),
];

// The mini-program opens the lists at their mirrors, as the routes register them.
export const firstCalls = firstCallTable([
  { pattern: paths.records.transactionRecord, mirror: true, queries: transactionRecordsFirst },
  { pattern: paths.records.withdrawalRecord, mirror: true, queries: withdrawalRecordsFirst },
  { pattern: paths.records.monthBillHome, queries: monthBillFirst },
]);
