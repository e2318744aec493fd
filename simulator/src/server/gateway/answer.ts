// What the gateway sends: status, headers and exact body bytes, built once so an idempotent
// replay can send the very same bytes. Sealing follows docs/simulator.md "Response sealing".
import type { SimConfig } from '../context';
import type { ResponseCipher } from '../state/session';
import type { Answer } from '../http/answer';
import type { AccessContext } from './access';
import { aesEncrypt, newAesKey, tripleDesEncrypt } from './crypto';
import type { EnvironmentName } from './environment';

export interface SealPlan {
  seal: boolean;
  /** Wrap ENCRYPT-KEY with 3DES (the mini-program client). */
  wrapKey: boolean;
}

export function sealPlan(
  cipher: ResponseCipher,
  environment: EnvironmentName,
  requestSealed: boolean,
  context: AccessContext | null,
): SealPlan {
  const seal =
    cipher === 'encrypted' || (cipher === 'auto' && (environment === 'production' || requestSealed));
  return { seal, wrapKey: seal && context === 'miniProgram' };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

/** A plain answer (never sealed): request errors, fault bodies. */
export function plainAnswer(status: number, text: string, contentType = JSON_TYPE): Answer {
  return {
    status,
    headers: { 'Content-Type': contentType },
    body: Buffer.from(text, 'utf8'),
    plain: text,
    sealed: false,
  };
}

/** An answer sealed per plan: base64 AES body, fresh key in ENCRYPT-KEY (3DES-wrapped for the mini program). */
export function sealedOrPlain(
  status: number,
  text: string,
  plan: SealPlan,
  config: SimConfig,
  isJson = true,
): Answer {
  if (!plan.seal) return plainAnswer(status, text, isJson ? JSON_TYPE : TEXT_TYPE);
  const key = newAesKey();
  return {
    status,
    headers: {
      'Content-Type': TEXT_TYPE,
      'ENCRYPT-KEY': plan.wrapKey ? tripleDesEncrypt(key, config.tripleDesSecret) : key,
      'Access-Control-Expose-Headers': 'ENCRYPT-KEY',
    },
    body: Buffer.from(aesEncrypt(text, key), 'utf8'),
    plain: text,
    sealed: true,
  };
}

export function envelope(code: string, msg: string, data: unknown = null): string {
  return JSON.stringify({ code, msg, data });
}
