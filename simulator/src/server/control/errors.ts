// Control API input errors.

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
