// Bounds on the text of a request, checked once right after its input is read: every string, keys
// included, against the rule the SDK and the forms share (sdk/src/validators/text.ts) — no control
// characters, no lone surrogates, free text within its contract limit, everything else within the
// plain one. A request that breaks it is refused whole (400, 1001), so nothing of it is stored.
import { requestTextProblem, textProblemMessage, type Endpoint } from '@merchant-h5/sdk';
import { BadGatewayRequestError, CODES } from './errors';

/**
 * Throws 400 `1001` naming the first string that breaks its rule, e.g.
 * `参数错误：address 最多 100 个字`.
 */
export function checkBounds(endpoint: Endpoint, input: Record<string, unknown>): void {
  const found = requestTextProblem(input, endpoint.limits);
  if (!found) return;
  const detail = textProblemMessage(`${found.field} `, found.problem, found.limit);
  throw new BadGatewayRequestError(400, CODES.badParam.code, `${CODES.badParam.msg}：${detail}`);
}
