// The records screens' first calls, sent by start-up before the store's code has arrived
// (lib/firstCalls.ts): each is what the screen's route prefetch asks the store for.
import { paths } from '../../config/paths';
import type { FirstCallTable } from '../../lib/firstCalls';
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

export const firstCalls: FirstCallTable = {
  [paths.records.transactionRecord]: ({ search }) => [
    transactionRecordsCall(transactionFilterOf(search), FIRST_PAGE),
  ],
  [paths.records.withdrawalRecord]: ({ search }) => [
    withdrawalRecordsCall(withdrawalFilterOf(search), FIRST_PAGE),
  ],
  [paths.records.monthBillHome]: ({ search }) => [monthBillCall(billMonth(search.get('monthDate') ?? ''))],
};
