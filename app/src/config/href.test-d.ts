// Misuses of `href()` that must not compile: `npm run typecheck` reads this file (it is not a Vitest
// test), and each `@ts-expect-error` fails the check if its line ever compiles.
import { href, paths } from './paths';

export const misuses = [
  // @ts-expect-error not a route pattern of the paths table
  href('/nowhere'),
  // @ts-expect-error a pattern's look-alike that the table does not hold
  href('/help/payExceptionPage/{id}', { id: 1 }),
  // @ts-expect-error the required abnormalId is missing
  href(paths.help.payExceptionPage),
  // @ts-expect-error the required abnormalId is missing, an empty object does not stand for it
  href(paths.help.payExceptionPage, {}),
  // @ts-expect-error tranDt is required beside uuid
  href(paths.records.transactionDetail, { uuid: 'u' }),
  // @ts-expect-error a param the pattern does not name
  href(paths.records.transactionRecord, { uuid: 'u' }),
  // @ts-expect-error a value is a string or a number
  href(paths.help.payExceptionPage, { abnormalId: true }),
  // @ts-expect-error a required param cannot be null
  href(paths.help.payExceptionPage, { abnormalId: null }),
  // @ts-expect-error any string is not a pattern, even when it holds one
  href(String(paths.help.index)),
];

// What compiles: an optional param left out or null, a pattern without params, a query.
export const uses = [
  href(paths.help.payExceptionPage, { abnormalId: 'A1' }),
  href(paths.mirror.happyDelivery),
  href(paths.mirror.happyDelivery, { activityId: null }),
  href(paths.payments.addCardStep3, { phoneNo: '13800000000' }),
  href(paths.help.index, {}, { source: '01' }),
];
