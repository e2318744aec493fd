// The control routes' declarations: well-formed keys, and types that refuse a misuse — the
// `@ts-expect-error` lines fail `npm run typecheck` the day a declaration stops refusing them.
import { describe, expect, it } from 'vitest';
import { CONTROL_API, type ControlAnswer, type ControlBody, type ControlQuery } from './routes';
import { isWholeBody, splitRouteKey } from './schema';

describe('the control routes', () => {
  it('are keyed by method and path, each described, fields documented', () => {
    for (const [key, spec] of Object.entries(CONTROL_API)) {
      const { method, path } = splitRouteKey(key);
      expect(['GET', 'PUT', 'POST', 'DELETE']).toContain(method);
      expect(path).toMatch(/^\/[a-z./-]*$/);
      expect(spec.description.length).toBeGreaterThan(5);
      const body = 'body' in spec ? spec.body : undefined;
      const fields = [
        ...Object.values('query' in spec ? spec.query : {}),
        ...(body === undefined ? [] : isWholeBody(body) ? [body] : Object.values(body)),
      ];
      for (const f of fields) expect(f.doc).not.toBe('');
    }
  });
});

// Never called: the compiler checks these.
export function typeMisuses(): unknown[] {
  const cipher: ControlBody<'PUT /cipher'> = { responseCipher: 'plain' };
  // @ts-expect-error responseCipher may not be left out
  const noCipher: ControlBody<'PUT /cipher'> = {};
  // @ts-expect-error not a cipher
  const rot13: ControlBody<'PUT /cipher'> = { responseCipher: 'rot13' };
  const filters: ControlQuery<'DELETE /faults'> = { session: 's', id: '1' };
  // @ts-expect-error a filter DELETE /faults does not take
  const kind: ControlQuery<'DELETE /faults'> = { kind: 'drop' };
  // @ts-expect-error the wallet answers resultStatus, not status
  const status: ControlAnswer<'GET /wallet'>['status'] = '9000';
  // @ts-expect-error no such route
  const none: ControlAnswer<'GET /nowhere'> = null;
  return [cipher, noCipher, rot13, filters, kind, status, none];
}
