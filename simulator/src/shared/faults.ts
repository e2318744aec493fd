// What a fault is: a planned misbehaviour of the gateway for one session, one endpoint or all.
export const FAULT_KINDS = [
  'latency',
  'status',
  'business',
  'malformed',
  'truncated',
  'drop',
  'hang',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultSpec {
  /** Endpoint name of the SDK catalogue; absent = every endpoint. */
  endpoint?: string;
  kind: FaultKind;
  latencyMs?: number;
  jitterMs?: number;
  /** HTTP status for kind 'status'. */
  status?: number;
  /** Business code and message for kind 'business'. */
  code?: string;
  msg?: string;
  /** Apply this many times, then clear; absent = until deleted. */
  times?: number;
}

export interface Fault extends FaultSpec {
  id: number;
  /** Requests this fault has hit so far. */
  hits: number;
}
