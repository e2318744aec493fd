// How a control route is declared (docs/simulator.md "Control API"): what the index says of each
// field, which values the server refuses, and, as types only, what the route takes and answers.
// The server builds its Express routes and GET /__sim/ from these declarations; the harness takes
// its request and answer types from them. Pure data and types.

/** One field of a route's query or body: its words in the index and, as a type, its value. */
export interface Field<T> {
  readonly doc: string;
  /** When set, the server answers 400 `code` to a value outside these (absent passes unless required). */
  readonly values?: readonly string[];
  readonly code?: string;
  readonly required?: boolean;
  /** Type only: never set. */
  readonly type?: T;
}

/** A field of type T (`T | undefined` when it may be left out), described by `doc`. */
export const field = <T = string | undefined>(doc: string): Field<T> => ({ doc });

/** A field the server checks against `values`: `<name> must be one of a, b` (400 `code`) otherwise. */
export const oneOf = <const V extends readonly string[]>(
  values: V,
  code: string,
  doc: string = values.join('|'),
): Field<V[number] | undefined> => ({ doc, values, code });

/** The same field, which may not be left out. */
export const required = <T>(f: Field<T>): Field<Exclude<T, undefined>> =>
  ({ ...f, required: true }) as Field<Exclude<T, undefined>>;

export type Fields = Readonly<Record<string, Field<unknown>>>;

/** Who serves a route besides the control router (the index says so). */
export type ServedBy = 'host router' | 'app' | 'wallet' | 'card reader' | 'mini program';

/**
 * How a route answers: `json` (the default) its declared answer, or 204 for null; `raw` a text body
 * it writes itself (the shim script, a page); `stream` server-sent events it keeps open.
 */
export type AnswerKind = 'json' | 'raw' | 'stream';

export interface RouteSpec {
  readonly description: string;
  readonly query?: Fields;
  /** Named fields, or one field for the whole body (POST /faults takes a fault). */
  readonly body?: Fields | Field<unknown>;
  readonly served?: ServedBy;
  /** Absent: `json`. */
  readonly answers?: AnswerKind;
  /** Type only: what the route answers (JSON; null for 204; the text of a `raw` one). */
  readonly answer?: unknown;
}

/** The answer type of a route, declared beside it: `answer: answer<{ session: string }>()`. */
export const answer = <A>(): A => undefined as A;

type ValueOf<F> = F extends Field<infer T> ? T : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The object a set of fields describes: a field whose type admits undefined may be left out. */
export type ShapeOf<F> = Simplify<
  { [K in keyof F as undefined extends ValueOf<F[K]> ? never : K]: ValueOf<F[K]> } & {
    [K in keyof F as undefined extends ValueOf<F[K]> ? K : never]?: Exclude<ValueOf<F[K]>, undefined>;
  }
>;

export type QueryOf<R extends RouteSpec> = R['query'] extends Fields ? ShapeOf<R['query']> : never;
export type BodyOf<R extends RouteSpec> =
  R['body'] extends Field<infer T> ? T : R['body'] extends Fields ? ShapeOf<R['body']> : never;
export type AnswerOf<R extends RouteSpec> = R extends { answer?: infer A } ? Exclude<A, undefined> : never;
export type AnswerKindOf<R extends RouteSpec> = R extends { answers: infer K extends AnswerKind }
  ? K
  : 'json';

/** The declared check a received value fails, if any: `<name> must be one of …` (400 `code`). */
export function refusedField(
  fields: Fields | undefined,
  received: Record<string, unknown>,
): { code: string; message: string } | undefined {
  for (const [name, f] of Object.entries(fields ?? {})) {
    const value = received[name];
    if (!f.values || (value === undefined && !f.required)) continue;
    if (!f.values.includes(value as string))
      return { code: f.code ?? `invalid_${name}`, message: `${name} must be one of ${f.values.join(', ')}` };
  }
  return undefined;
}

/** `'PUT /cipher'` → `['PUT', '/cipher']`: a route's key is its method and its path under /__sim. */
export function splitRouteKey(key: string): { method: string; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), path: key.slice(space + 1) };
}

/** True when a route's body is declared as one field (the whole body) rather than named fields. */
export const isWholeBody = (body: RouteSpec['body']): body is Field<unknown> =>
  typeof (body as { doc?: unknown } | undefined)?.doc === 'string';
