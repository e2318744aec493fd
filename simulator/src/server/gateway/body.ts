// The request's input: a sealed body (`rsaHex|base64`) opened with the dev private key, or a plain
// JSON body (whitelist or plain mode), merged over the query parameters.
import { BadGatewayRequestError, CODES } from './errors';
import { isSealError, looksSealed, openSealedBody } from './crypto';

export interface RequestInput {
  input: Record<string, unknown>;
  sealed: boolean;
  /** The decrypted or plain JSON body, for the log (null: no body). */
  body: unknown;
}

function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadGatewayRequestError(400, CODES.badJson.code, CODES.badJson.msg);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new BadGatewayRequestError(400, CODES.badJson.code, `${CODES.badJson.msg}：需要 JSON 对象`);
  }
  return value as Record<string, unknown>;
}

function queryInput(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string') out[k] = first;
  }
  return out;
}

export function readInput(
  rawBody: string,
  query: Record<string, unknown>,
  privateKeyPem: string,
): RequestInput {
  const text = rawBody.trim();
  const fromQuery = queryInput(query);
  if (text === '') return { input: fromQuery, sealed: false, body: null };
  let json: string;
  let sealed = false;
  if (looksSealed(text)) {
    try {
      json = openSealedBody(text, privateKeyPem);
      sealed = true;
    } catch (e) {
      throw new BadGatewayRequestError(
        400,
        CODES.badCipher.code,
        `${CODES.badCipher.msg}：${isSealError(e) ? e.message : 'unknown'}`,
      );
    }
  } else {
    json = text;
  }
  const body = parseJsonObject(json);
  // The whitelist flag is transport, not content (the client removes it; a stray one is ignored).
  const { isInWitheList: _flag, ...content } = body;
  return { input: { ...fromQuery, ...content }, sealed, body };
}
