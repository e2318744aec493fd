// Faults of a session: added through the control API, taken by the gateway per request.
import type { SimSession } from '../state/session';
import { FAULT_KINDS, type Fault, type FaultKind, type FaultSpec } from '../../shared/faults';

/** Raised for a fault description the control API cannot accept. */
export class FaultSpecError extends Error {
  override readonly name = 'FaultSpecError';
}

export function isFaultSpecError(e: unknown): e is FaultSpecError {
  return e instanceof Error && e.name === 'FaultSpecError';
}

function intField(raw: Record<string, unknown>, name: string, min: number, max: number): number | undefined {
  const v = raw[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    throw new FaultSpecError(`${name} must be an integer in [${min}, ${max}]`);
  return v;
}

/** Checks a fault description from JSON. `knownEndpoint` says whether a name is in the catalogue. */
export function parseFaultSpec(raw: unknown, knownEndpoint: (name: string) => boolean): FaultSpec {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new FaultSpecError('a fault is a JSON object');
  const r = raw as Record<string, unknown>;
  if (typeof r.kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(r.kind)) {
    throw new FaultSpecError(`kind must be one of ${FAULT_KINDS.join(', ')}`);
  }
  const kind = r.kind as FaultKind;
  const spec: FaultSpec = { kind };
  if (r.endpoint !== undefined && r.endpoint !== null && r.endpoint !== '') {
    if (typeof r.endpoint !== 'string' || !knownEndpoint(r.endpoint))
      throw new FaultSpecError(`unknown endpoint ${String(r.endpoint)}`);
    spec.endpoint = r.endpoint;
  }
  const latencyMs = intField(r, 'latencyMs', 0, 60_000);
  const jitterMs = intField(r, 'jitterMs', 0, 60_000);
  const status = intField(r, 'status', 100, 599);
  const times = intField(r, 'times', 1, 1_000_000);
  if (kind === 'latency' && latencyMs === undefined && jitterMs === undefined)
    throw new FaultSpecError('latency needs latencyMs and/or jitterMs');
  if (kind === 'status' && status === undefined)
    throw new FaultSpecError('status needs status (an HTTP status code)');
  if (kind === 'business') {
    if (typeof r.code !== 'string' || r.code === '' || r.code === '200')
      throw new FaultSpecError("business needs code (a string other than '200')");
    spec.code = r.code;
    spec.msg = typeof r.msg === 'string' ? r.msg : '业务处理失败';
  }
  return {
    ...spec,
    ...(latencyMs !== undefined ? { latencyMs } : {}),
    ...(jitterMs !== undefined ? { jitterMs } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(times !== undefined ? { times } : {}),
  };
}

/** A session holds at most this many faults (docs/simulator.md "Who may talk to it"). */
export const MAX_FAULTS_PER_SESSION = 50;

export function addFault(session: SimSession, spec: FaultSpec): Fault {
  if (session.faults.length >= MAX_FAULTS_PER_SESSION)
    throw new FaultSpecError(`a session holds at most ${MAX_FAULTS_PER_SESSION} faults; delete some first`);
  const fault: Fault = { ...spec, id: session.nextFaultId++, hits: 0 };
  session.faults.push(fault);
  return fault;
}

export function removeFaults(session: SimSession, filter: { id?: number; endpoint?: string } = {}): number {
  const before = session.faults.length;
  session.faults = session.faults.filter(
    (f) =>
      !(
        (filter.id === undefined || f.id === filter.id) &&
        (filter.endpoint === undefined || f.endpoint === filter.endpoint)
      ),
  );
  return before - session.faults.length;
}

function take(session: SimSession, fault: Fault | undefined): Fault | undefined {
  if (!fault) return undefined;
  fault.hits += 1;
  if (fault.times !== undefined && fault.hits >= fault.times)
    session.faults = session.faults.filter((f) => f !== fault);
  return fault;
}

/**
 * The faults hitting one request: at most one latency and one answer-changing fault; an
 * endpoint's own fault wins over a fault for all endpoints. Each taken fault counts one use.
 */
export function takeFaults(session: SimSession, endpoint: string): { latency?: Fault; answer?: Fault } {
  const applicable = session.faults.filter((f) => f.endpoint === undefined || f.endpoint === endpoint);
  const pick = (wantLatency: boolean) =>
    applicable.find((f) => (f.kind === 'latency') === wantLatency && f.endpoint === endpoint) ??
    applicable.find((f) => (f.kind === 'latency') === wantLatency && f.endpoint === undefined);
  const latency = take(session, pick(true));
  const answer = take(session, pick(false));
  return { ...(latency ? { latency } : {}), ...(answer ? { answer } : {}) };
}

/** Fixed latency plus uniform jitter in [0, jitterMs]. */
export function delayOf(fault: Fault, random: () => number = Math.random): number {
  return (fault.latencyMs ?? 0) + Math.round(random() * (fault.jitterMs ?? 0));
}
