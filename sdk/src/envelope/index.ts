// Public names of the envelope (wire protocol v1); the SDK barrel re-exports them.
export { generateAesKey, aesEncrypt, aesDecrypt } from './aes';
export { rsaEncrypt } from './rsa';
export { tripleDesEncrypt, tripleDesDecrypt } from './triple-des';
export { sealRequestBody, openResponseBody } from './body';
export { createEnvelopeV1 } from './envelope-v1';
export { EnvelopeError, isEnvelopeError } from './envelope-error';
export type { SealOptions, OpenOptions } from './body';
export type { CipherMode, Envelope, EnvelopeV1, EnvelopeV1Options, SealedBody } from './envelope-v1';
