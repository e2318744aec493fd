/**
 * Raised when a value cannot be sealed or opened: a malformed key, base64 that is not base64,
 * ciphertext whose PKCS#7 padding or UTF-8 does not check out (usually a wrong key).
 *
 * @example
 * ```ts
 * try { aesDecrypt(text, key); } catch (e) { if (isEnvelopeError(e)) showRawText(); }
 * ```
 */
export class EnvelopeError extends Error {
  override readonly name: string = 'EnvelopeError';
}

/**
 * Tells an {@link EnvelopeError} apart from other failures, also across two copies of the SDK.
 *
 * @example
 * ```ts
 * if (isEnvelopeError(e)) console.warn(e.message);
 * ```
 */
export function isEnvelopeError(error: unknown): error is EnvelopeError {
  return error instanceof EnvelopeError || (error instanceof Error && error.name === 'EnvelopeError');
}
