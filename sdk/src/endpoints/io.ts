// The catalogue's io tables joined, and the types that read one endpoint's side of the contract.
import type { endpoints } from './index';
import type { PayServiceIo } from './pay-service.io';
import type { PosCouponServiceIo } from './pos-coupon-service.io';
import type { PosOperationServiceIo } from './pos-operation-service.io';
import type { PosPayServiceIo } from './pos-pay-service.io';
import type { PosUserServiceIo } from './pos-user-service.io';
import type { Endpoint, EndpointShape, PathParams } from './types';
import type { UserServiceIo } from './user-service.io';

/**
 * Request and response of every catalogue endpoint, by name.
 *
 * @example
 * ```ts
 * type Page = EndpointIo['transactionRecordList']['response'];
 * ```
 */
export interface EndpointIo
  extends
    UserServiceIo,
    PosUserServiceIo,
    PayServiceIo,
    PosPayServiceIo,
    PosOperationServiceIo,
    PosCouponServiceIo {}

/** A key of the catalogue. @example const n: EndpointName = 'myInfo'; */
export type EndpointName = keyof typeof endpoints;

// The io tables and the catalogue name the same set: an endpoint without an io entry (or an io
// entry without an endpoint) stops the build here.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const ioCoversCatalogue: Exactly<keyof EndpointIo, EndpointName> = true;
void ioCoversCatalogue;
type EveryIoIsAShape = EndpointIo[EndpointName] extends EndpointShape ? true : false;
const ioEntriesAreShapes: EveryIoIsAShape = true;
void ioEntriesAreShapes;

// Every `limits` key names a string field of its endpoint's request: a typo, or a field since renamed,
// stops the build here with the endpoint and the key in the message.
// (Index signatures are left out: `FormFields` lets a form carry fields the contract does not name.)
type Named<T> = { [K in keyof T as string extends K ? never : K]-?: T[K] };
type StringFieldPath<T, Prefix extends string = ''> = T extends string
  ? Prefix
  : T extends readonly (infer Item)[]
    ? StringFieldPath<Item, Prefix>
    : T extends object
      ? {
          [K in keyof Named<T> & string]: StringFieldPath<
            NonNullable<Named<T>[K]>,
            Prefix extends '' ? K : `${Prefix}.${K}`
          >;
        }[keyof Named<T> & string]
      : never;
type LimitKey<N extends EndpointName> = (typeof endpoints)[N] extends { limits: infer L } ? keyof L : never;
type StrayLimit<N extends EndpointName> = Exclude<
  LimitKey<N>,
  StringFieldPath<EndpointBody<N>> | StringFieldPath<EndpointQuery<N>>
>;
type NoStrayLimits<Stray extends never> = Stray;
const limitsNameRequestFields: [
  NoStrayLimits<
    {
      [N in EndpointName]: [StrayLimit<N>] extends [never] ? never : `${N}.limits: ${StrayLimit<N> & string}`;
    }[EndpointName]
  >,
] extends [never]
  ? true
  : false = true;
void limitsNameRequestFields;

/** An endpoint of the catalogue (its `name` is the literal key). */
export type CatalogueEndpoint = (typeof endpoints)[EndpointName];

/** The io of an endpoint object: its catalogue entry, or a loose shape for an ad-hoc endpoint. */
export type IoOf<E extends Endpoint> = E extends { name: infer N }
  ? N extends EndpointName
    ? EndpointIo[N]
    : LooseIo
  : LooseIo;

interface LooseIo {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  response: unknown;
}

/**
 * The `data` a successful call of endpoint `N` resolves to.
 *
 * @example
 * ```ts
 * const page: EndpointResponse<'transactionRecordList'> = await gateway.call(endpoints.transactionRecordList, { body });
 * ```
 */
export type EndpointResponse<N extends EndpointName> = EndpointIo[N]['response'];

/**
 * The JSON body endpoint `N` takes (`never` for a GET).
 *
 * @example
 * ```ts
 * const body: EndpointBody<'withdrawalList'> = { pageNum: 1, pageSize: 20 };
 * ```
 */
export type EndpointBody<N extends EndpointName> = EndpointIo[N] extends { body: infer B } ? B : never;

/**
 * The query endpoint `N` takes (`never` when it takes none).
 *
 * @example
 * ```ts
 * const query: EndpointQuery<'billQueryDetail'> = { monthDate: '202611' };
 * ```
 */
export type EndpointQuery<N extends EndpointName> = EndpointIo[N] extends { query: infer Q } ? Q : never;

// `{}` on purpose: true when every field of T is optional.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type Optional<T> = {} extends T ? true : false;

type BodyPart<E extends Endpoint> = E['method'] extends 'GET'
  ? { body?: never }
  : IoOf<E> extends { body: infer B }
    ? Optional<B> extends true
      ? { body?: B | undefined }
      : { body: B }
    : IoOf<E> extends { body?: infer B }
      ? { body?: B | undefined }
      : { body?: never };

type QueryPart<E extends Endpoint> =
  IoOf<E> extends { query: infer Q }
    ? Optional<Q> extends true
      ? { query?: Q | undefined }
      : { query: Q }
    : IoOf<E> extends { query?: infer Q }
      ? { query?: Q | undefined }
      : { query?: never };

type ParamsPart<E extends Endpoint> = string extends E['path']
  ? { params?: Record<string, string | number> | undefined }
  : [keyof PathParams<E['path']>] extends [never]
    ? { params?: never }
    : { params: PathParams<E['path']> };

/**
 * The inputs of a call of endpoint `E`: its body (none on a GET), its query, its path params.
 *
 * @example
 * ```ts
 * const input: EndpointInput<typeof endpoints.integralDetail> = { params: { id: 'G1' } };
 * ```
 */
export type EndpointInput<E extends Endpoint> = BodyPart<E> & QueryPart<E> & ParamsPart<E>;

/** What `gateway.call(endpoint)` resolves to. */
export type ResponseOf<E extends Endpoint> = IoOf<E>['response'];
