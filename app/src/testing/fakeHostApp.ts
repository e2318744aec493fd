// A host app for component tests: the SDK's real native API (its version gates) over a bridge that
// records each call's function name and answers from `answers` by that name, else `{ result: '0000' }`.
import { createNativeApi } from '@merchant-h5/sdk';
import type { Bridge, NativeApi } from '@merchant-h5/sdk';

/**
 * @example
 * const host = fakeHostApp(360, { getNotificationStatus: { status: '0' } });
 * renderWithStore(<View />, { host: { native: host.native, accessContext: 'hostApp' } });
 * expect(host.called).toEqual(['getNotificationStatus']);
 */
export function fakeHostApp(
  appVersion: number,
  answers: Readonly<Record<string, unknown>> = {},
): { native: NativeApi; called: string[] } {
  const called: string[] = [];
  const bridge = {
    call: async (name: string) => {
      called.push(name);
      return answers[name] ?? { result: '0000' };
    },
  } as unknown as Bridge;
  return { native: createNativeApi(bridge, { appVersion }), called };
}
