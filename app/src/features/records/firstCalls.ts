// The records screens' first calls, sent by start-up before the store's code has arrived
// (lib/firstCalls.ts): each is what the screen's route prefetch asks the store for.
import { mirrorOf } from '../../config/mirror';
import { paths } from '../../config/paths';
import type { FirstCalls, FirstCallTable } from '../../lib/firstCalls';
import { pageOptions } from './api/pages';
import {
  billMonth,
  monthBillCall,
  transactionFilterOf,
  transactionRecordsCall,
  withdrawalFilterOf,
  withdrawalRecordsCall,
} from './api/calls';

const FIRST_PAGE = pageOptions.initialPageParam;

const transactionRecords: FirstCalls = ({ search }) => [
  transactionRecordsCall(transactionFilterOf(search), FIRST_PAGE),
];
const withdrawalRecords: FirstCalls = ({ search }) => [
  withdrawalRecordsCall(withdrawalFilterOf(search), FIRST_PAGE),
];

// The mini-program opens the lists at their mirrors (routes.tsx `mirror: true`).
export const firstCalls: FirstCallTable = {
  [paths.records.transactionRecord]: transactionRecords,
  [mirrorOf(paths.records.transactionRecord)]: transactionRecords,
  [paths.records.withdrawalRecord]: withdrawalRecords,
  [mirrorOf(paths.records.withdrawalRecord)]: withdrawalRecords,
  [paths.records.monthBillHome]: ({ search }) => [monthBillCall(billMonth(search.get('monthDate') ?? ''))],
};
