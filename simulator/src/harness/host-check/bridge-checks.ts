// Bridge checks of the host check: the SDK bridge in /__sim/probe round-trips through the chosen
// host, the version gates answer as an app of that version would, and native-initiated calls get
// the page's answer ('web未找到调用方法' for an unregistered function).
import { control } from '../api';
import { HOST_PROFILES, simToken, type HostKindName } from '../../shared/host-profiles';
import { HOST_VERSION_GATES, gateAllows } from '../../shared/version-gates';
import type { ProbeApi } from '../probe/api';
import { openProbe } from './probe-frame';
import type { CheckResult } from './types';

interface Target {
  host: HostKindName;
  version: number;
  session: string;
  scenario: string;
}

function check(name: string, ok: boolean, detail: string, data?: unknown): CheckResult {
  return { name: `${name}`, ok, detail, data };
}

async function appHostChecks(probe: ProbeApi, t: Target): Promise<CheckResult[]> {
  const expected = HOST_PROFILES[t.host].bridge;
  const results = [
    check(
      'SDK detects the platform',
      probe.platform === expected,
      `platform ${probe.platform}, expected ${expected}`,
    ),
  ];
  const params = await probe.call('getBaseRequestParams');
  const token = params.ok ? (params.value as { TOKEN_ID?: unknown }).TOKEN_ID : undefined;
  results.push(
    check(
      'getBaseRequestParams round trip',
      params.ok && token === simToken(t.session, t.scenario),
      params.ok ? `TOKEN_ID ${String(token)}` : `${params.error.name}: ${params.error.message}`,
      params,
    ),
  );
  for (const gate of HOST_VERSION_GATES) {
    const answer = await probe.call(gate.functionName);
    const allowed = gateAllows(gate, t.version);
    const ok = allowed ? answer.ok : !answer.ok && answer.error.errorCode === 'VERSION';
    results.push(
      check(
        `${gate.functionName} at v${t.version}`,
        ok,
        allowed ? 'available' : 'refused with errorCode VERSION',
        answer,
      ),
    );
  }
  const echo = await control('POST /native-call', {
    body: { session: t.session, functionName: 'echo', data: { ping: 1 } },
  }).catch((e: unknown) => e);
  const echoed = (echo as { data?: { echoed?: { ping?: unknown } } }).data?.echoed?.ping === 1;
  results.push(
    check(
      'native-initiated call → registered handler',
      echoed,
      echoed ? 'page answered {echoed}' : String(echo),
      echo,
    ),
  );
  const missing = await control('POST /native-call', {
    body: { session: t.session, functionName: 'noSuchHandler', data: {} },
  }).catch((e: unknown) => e);
  const text = (missing as { data?: { error?: unknown } }).data?.error;
  results.push(
    check(
      'native-initiated call → unregistered',
      text === 'web未找到调用方法',
      `answer ${String(text)}`,
      missing,
    ),
  );
  return results;
}

async function miniProgramChecks(probe: ProbeApi, t: Target): Promise<CheckResult[]> {
  const env = await probe.isMiniProgram();
  const nav = await probe.invokeMiniProgram('navigateTo', { url: '/pages/index/index' });
  const navOk = nav.ok && (nav.value as { err_msg?: unknown }).err_msg === 'invokeMiniProgramAPI:ok';
  return [
    check('isMiniProgram()', env.ok && env.value === true, JSON.stringify(env)),
    check(
      'page query context',
      probe.query.token === simToken(t.session, t.scenario) && probe.query.appProDuctType === '03',
      `token ${probe.query.token ?? '—'}`,
      probe.query,
    ),
    check("WeixinJSBridge.invoke('invokeMiniProgramAPI', navigateTo)", navOk, JSON.stringify(nav)),
  ];
}

/** WeChat's own browser has its WeixinJSBridge too, but it is no mini program. */
async function weChatBrowserChecks(probe: ProbeApi): Promise<CheckResult[]> {
  const env = await probe.isMiniProgram();
  const back = await probe.invokeMiniProgram('navigateBack', { delta: 1 });
  const refused =
    back.ok && /^invokeMiniProgramAPI:fail/.test(String((back.value as { err_msg?: unknown }).err_msg));
  return [
    check('isMiniProgram() after WeixinJSBridgeReady', env.ok && env.value === false, JSON.stringify(env)),
    check('invokeMiniProgramAPI refused outside the mini program', refused, JSON.stringify(back)),
  ];
}

async function noBridgeChecks(probe: ProbeApi, t: Target): Promise<CheckResult[]> {
  const answer = await probe.call('getBaseRequestParams', {}, 1000);
  const expectedName = t.host === 'browser' ? 'UnknownDeviceError' : 'BridgeUnavailableError';
  return [
    ...(t.host === 'officialaccount' ? await weChatBrowserChecks(probe) : []),
    check(
      `no bridge (${t.host})`,
      !answer.ok && answer.error.name === expectedName,
      answer.ok ? 'unexpected answer' : `${answer.error.name}: ${answer.error.message}`,
    ),
    check(
      'user agent',
      t.host === 'browser' ? !/MicroMessenger/.test(probe.userAgent) : /MicroMessenger/.test(probe.userAgent),
      probe.userAgent,
    ),
  ];
}

/** Runs the checks for one host in a fresh probe page. */
export async function runBridgeChecks(t: Target): Promise<CheckResult[]> {
  let frame;
  try {
    frame = await openProbe(t);
  } catch (error) {
    return [check(`probe page (${t.host})`, false, error instanceof Error ? error.message : String(error))];
  }
  try {
    if (t.host === 'miniprogram') return await miniProgramChecks(frame.probe, t);
    if (HOST_PROFILES[t.host].bridge === 'none') return await noBridgeChecks(frame.probe, t);
    return await appHostChecks(frame.probe, t);
  } finally {
    frame.close();
  }
}
