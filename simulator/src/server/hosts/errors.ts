// A request to the host routes (/__sim/host, shim.js, bridge-log, /h5 deep links) that is malformed:
// answered 400 with the message.
export class HostRequestError extends Error {
  override name = 'HostRequestError';
}

/** @example if (isHostRequestError(e)) res.status(400).json({ error: e.message }); */
export function isHostRequestError(e: unknown): e is HostRequestError {
  return e instanceof HostRequestError;
}
