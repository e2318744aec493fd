// Bounds on the text of a request, checked before anything reads it further: every string of the
// input (body and query, keys included), the path's placeholders and the headers the gateway reads,
// against the rule the SDK and the forms share (sdk/src/validators/text.ts) — no control characters,
// no lone surrogates, free text within its contract limit, everything else within the plain one. A
// request that breaks it is refused whole (400, 1001), so nothing of it is echoed, cached or stored.
import type { IncomingHttpHeaders } from 'node:http';
import {
  PLAIN_TEXT_LIMIT,
  requestTextProblem,
  textProblem,
  textProblemMessage,
  type Endpoint,
  type TextLimit,
  type TextProblem,
} from '@merchant-h5/sdk';
import { REQUIRED_HEADERS } from './access';
import { MAX_TOKEN_BLOCKS } from './crypto';
import { BadGatewayRequestError, CODES } from './errors';
import { cookieValue } from './identity';

/**
 * A sealed credential (TOKEN, DEVICE-VERIFY) is at most MAX_TOKEN_BLOCKS RSA blocks in base64,
 * URL-encoded: with a key of up to 2,048 bits, 4 characters per 3 bytes, each at most 3 once encoded.
 */
export const SEALED_HEADER_LIMIT: TextLimit = {
  maxLength: Math.ceil((MAX_TOKEN_BLOCKS * 256) / 3) * 4 * 3,
};

/** The headers the gateway reads (access.ts, identity.ts, pipeline.ts, log.ts), as clients spell them. */
const READ_HEADERS: ReadonlyMap<string, TextLimit> = new Map(
  [
    'PHONE-PLATFORM',
    ...Object.values(REQUIRED_HEADERS).flat(),
    'TOKEN',
    'Idempotency-Key',
    'CANARY_ACTIVE',
  ].map((name) => [
    name,
    name === 'TOKEN' || name === 'DEVICE-VERIFY' ? SEALED_HEADER_LIMIT : PLAIN_TEXT_LIMIT,
  ]),
);

/** The official account's identity cookie (identity.ts), read decoded. */
const TOKEN_COOKIE = 'sim_token';

function refuse(name: string, problem: Exclude<TextProblem, null>, limit: TextLimit): never {
  const detail = textProblemMessage(`${name} `, problem, limit);
  throw new BadGatewayRequestError(400, CODES.badParam.code, `${CODES.badParam.msg}：${detail}`);
}

/**
 * Throws 400 `1001` naming the first string of the input that breaks its rule, e.g.
 * `参数错误：address 最多 100 个字`.
 */
export function checkBounds(endpoint: Endpoint, input: Record<string, unknown>): void {
  const found = requestTextProblem(input, endpoint.limits);
  if (found) refuse(found.field, found.problem, found.limit);
}

/**
 * Throws 400 `1001` for a path placeholder (the `{id}` of integral/detail/{id}, decoded) that is not
 * plain text, e.g. `参数错误：路径参数 id 最多 256 个字`.
 */
export function checkPathBounds(params: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(params)) {
    const problem = textProblem(value);
    if (problem) refuse(`路径参数 ${name}`, problem, PLAIN_TEXT_LIMIT);
  }
}

/**
 * Throws 400 `1001` for a header the gateway reads whose value breaks its rule, e.g.
 * `参数错误：请求头 APP-VERSION 含有不可见的控制字符，请删除后重新输入`. Headers it does not read
 * (the device's model, the browser's own) are left to the server's header size limit.
 */
export function checkHeaderBounds(headers: IncomingHttpHeaders): void {
  for (const [name, limit] of READ_HEADERS) {
    for (const value of [headers[name.toLowerCase()] ?? []].flat()) {
      const problem = textProblem(value, limit);
      if (problem) refuse(`请求头 ${name}`, problem, limit);
    }
  }
  const cookie = cookieValue(headers.cookie, TOKEN_COOKIE);
  const problem = cookie === undefined ? null : textProblem(cookie);
  if (problem) refuse(`请求头 ${TOKEN_COOKIE}`, problem, PLAIN_TEXT_LIMIT);
}
