// The host router's routes (shared/control-api/hosts.ts, `served: 'host router'`): the shim script,
// the bridge log, native-initiated calls and their event stream, the host setup of a session, and
// WeChat's server's check of a `wx.config`.
import { BRIDGE_KEY_HEADER } from './bridge-key';
import { recordBridgeMessage } from './bridge-log';
import type { HostActions } from '../control/action';
import type { HostContext, HostServices } from './context';
import { readHostSelection } from './deep-link';
import { HostRefusal, HostRequestError } from '../control/errors';
import { preverify } from '../gateway/handlers/officialAccount/jsapi-signature';
import { isNativeCallTimeoutError } from './native-calls';
import { parseHostSettingsPatch } from './settings';
import { buildShimConfig, renderShim, type ShimFixtures } from './shim';
import { sendCompressed } from '../http/content-coding';

/**
 * `shimFixtures`: the bridge's answers and the engines' APIs, read once by the app (`loadShimFixtures`).
 *
 * @example app.use('/__sim', registerRoutes(ctx, hostRouterActions(ctx, hosts, shimFixtures)));
 */
export function hostRouterActions(
  ctx: HostContext,
  hosts: HostServices,
  shimFixtures: ShimFixtures,
): HostActions<'host router'> {
  const answerOf = (session: string) => ({
    session,
    ...hosts.settings.get(session),
    connectedPages: hosts.nativeCalls.pages(session),
  });
  return {
    'GET /shim.js': {
      scope: 'none',
      send: async (_none, { query }, req, res) => {
        const selection = readHostSelection(query, hosts.settings, '');
        const config = buildShimConfig(selection, hosts.settings.get(selection.session), shimFixtures);
        // ~15 KB per page load: compressed, as the page is (a real host injects its bridge locally).
        await sendCompressed(
          req,
          res.type('application/javascript').set('Cache-Control', 'no-store'),
          renderShim(config),
        );
      },
    },
    // Only the shim of a page this simulator served writes here: it holds that page's key.
    'POST /bridge-log': {
      scope: 'none',
      guard: ({ body, header }) => {
        if (
          typeof body.session !== 'string' ||
          !hosts.bridgeKeys.verify(body.session, header(BRIDGE_KEY_HEADER))
        )
          throw new HostRefusal(403, {
            error: 'only the host shim of a page of this session writes the bridge log',
          });
      },
      run: (_none, { body }) => {
        const entry = recordBridgeMessage(ctx.logs, body);
        if (entry.kind === 'answer' && entry.responseId !== undefined)
          hosts.nativeCalls.settle(entry.session, String(entry.responseId), entry.data);
        return null;
      },
    },
    'POST /wechat/preverify': {
      scope: 'id',
      run: (session, { body }) => {
        if (typeof body.url !== 'string') throw new HostRequestError('url must be the page address');
        return { err_msg: preverify(session, { ...body, url: body.url }) };
      },
    },
    'GET /events': {
      scope: 'id',
      send: (session, _input, _req, res) => hosts.nativeCalls.listen(session, res),
    },
    'POST /native-call': {
      scope: 'id',
      run: async (session, { body }) => {
        const { functionName, data, timeoutMs } = body;
        if (typeof functionName !== 'string' || !/^[\w.$-]{1,80}$/.test(functionName))
          throw new HostRequestError('functionName must be a function name');
        const waitMs = typeof timeoutMs === 'number' ? Math.min(Math.max(timeoutMs, 50), 5000) : 5000;
        ctx.logs.add({
          session,
          kind: 'control',
          summary: `native-call ${functionName}`,
          detail: { functionName, data },
        });
        try {
          return await hosts.nativeCalls.call(session, functionName, data, waitMs);
        } catch (error) {
          if (!isNativeCallTimeoutError(error)) throw error;
          throw new HostRefusal(504, { error: error.message, connectedPages: error.connectedPages });
        }
      },
    },
    'GET /host': { scope: 'id', run: answerOf },
    'PUT /host': {
      scope: 'id',
      run: (session, { body }) => {
        const settings = hosts.settings.update(session, parseHostSettingsPatch(body));
        ctx.logs.add({
          session,
          kind: 'control',
          summary: `host ${settings.host} ${settings.version}`,
          detail: settings,
        });
        return { session, ...settings, connectedPages: hosts.nativeCalls.pages(session) };
      },
    },
    'DELETE /host': {
      scope: 'id',
      run: (session) => {
        hosts.settings.reset(session);
        return null;
      },
    },
  };
}
