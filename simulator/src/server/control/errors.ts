// The errors a /__sim route answers with (control/register.ts's error middleware answers them all):
// a control call refused as {error: {code, message}}, a malformed host request as {error}, and a
// host route's own refusal as its status and body.

/** A control call the simulator refuses, answered as 400 {error: {code, message}}. */
export class ControlInputError extends Error {
  override readonly name = 'ControlInputError';
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export function isControlInputError(e: unknown): e is ControlInputError {
  return e instanceof Error && e.name === 'ControlInputError';
}

/**
 * A request to the host routes (/__sim/host, shim.js, bridge-log, /h5 deep links) that is malformed:
 * answered 400 with the message.
 */
export class HostRequestError extends Error {
  override name = 'HostRequestError';
}

/** @example if (isHostRequestError(e)) res.status(400).json({ error: e.message }); */
export function isHostRequestError(e: unknown): e is HostRequestError {
  return e instanceof HostRequestError;
}

/** A host route refusing with its own status and JSON body (a foreign bridge key's 403, a native call's 504). */
export class HostRefusal extends Error {
  override name = 'HostRefusal';
  constructor(
    readonly status: number,
    readonly body: { error: string } & Record<string, unknown>,
  ) {
    super(body.error);
  }
}

/** @example if (isHostRefusal(e)) res.status(e.status).json(e.body); */
export function isHostRefusal(e: unknown): e is HostRefusal {
  return e instanceof HostRefusal;
}
