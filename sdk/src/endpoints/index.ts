// The endpoint catalogue: every call of docs/product.md §7 as typed data.
//
// Rules, so additions stay consistent:
// - key = `name` = the camelCase of the path's words (`transactionRecord/list` → `transactionRecordList`),
//   except that a repeated leading word is dropped (`my/myInfo` → `myInfo`) and the activity version
//   segments `api/app/d1` are skipped (`activityDraw`).
// - method: POST (this gateway's style for queries, lists and commands alike); GET only for simple
//   lookups whose input is a query string or path parameter: merchantAccessFindAreaList (?areaId),
//   billQueryDetail (?monthDate), deviceUrging (?id), integralDetail ({id}).
// - idempotent: true for payments, order creation, exchange, bind, submit and apply calls (and for
//   draws, sign-ins and reward claims, whose retry would spend twice). The gateway sends an
//   Idempotency-Key with them.
// - "user-service via pos-user-service" calls have service 'pos-user-service'.
import { parsePattern } from '../routes/pattern';
import type { Endpoint } from './types';
import * as endpoints from './catalogue';

/**
 * Every gateway call by name.
 *
 * @example
 * ```ts
 * const page = await gateway.call(endpoints.transactionRecordList, {
 *   body: { pageNum: 1, pageSize: 20, startDate: '20261101', endDate: '20261130' },
 * });
 * page.list.length; // typed by the catalogue: TransactionRecordListResponse
 * ```
 */
export { endpoints };

/**
 * The catalogue as an array (for routing tables and documentation).
 *
 * @example
 * ```ts
 * const idempotent = endpointList.filter((e) => e.idempotent);
 * ```
 */
// Marked pure: a bundle that does not use them drops them, and with them the namespace read whole
// (which would keep every endpoint in it).
export const endpointList: readonly Endpoint[] = /* @__PURE__ */ Object.values(endpoints);

/** Each catalogue path read once: a server looks every request up. */
const endpointSegments = /* @__PURE__ */ new Map(endpointList.map((e) => [e, parsePattern(e.path)]));

/**
 * Finds the endpoint serving `service` and `path` (placeholders like `{id}` match one segment, as
 * the routes' one parser reads them; the segment is not decoded here, so a badly encoded one still
 * finds its endpoint and the server can say what is wrong with it).
 *
 * @example
 * ```ts
 * findEndpoint('pos-operation-service', 'integral/detail/42')?.name; // 'integralDetail'
 * ```
 */
export function findEndpoint(service: string, path: string): Endpoint | undefined {
  const clean = path.replace(/^\/+|\/+$/g, '').split('?')[0] ?? '';
  const parts = clean.split('/');
  return endpointList.find((e) => {
    if (e.service !== service) return false;
    const segments = endpointSegments.get(e)!;
    return segments.length === parts.length && segments.every((s, i) => 'name' in s || s.text === parts[i]);
  });
}

export { TEXT_LIMITS, PLAIN_TEXT_LIMIT } from './text-limits';
export type { FieldLimits, TextLimit } from './text-limits';
export type {
  EmptyBody,
  Endpoint,
  EndpointShape,
  HttpMethod,
  PathParamNames,
  PathParams,
  QueryValue,
  ServiceName,
} from './types';
export type {
  CatalogueEndpoint,
  EndpointBody,
  EndpointInput,
  EndpointIo,
  EndpointName,
  EndpointQuery,
  EndpointResponse,
  IoOf,
  ResponseOf,
} from './io';
export type * from './domain';
