// The JSON index answered at GET /__sim/: every control call, including the host calls served by
// the host router, plus the gateway's codes, so QA scripts and e2e tests need no other document.
import { CODES } from '../gateway/errors';
import { FAULT_KINDS } from '../../shared/faults';
import type { SimSettings } from '../context';
import { SCENARIO_NAMES } from '../state/scenarios';

const S = { session: 'session id, default "default" ([A-Za-z0-9_.-]{1,64})' };

export const CONTROL_ROUTES = [
  { method: 'GET', path: '/__sim/', description: 'this index' },
  {
    method: 'GET',
    path: '/__sim/host',
    query: S,
    description: 'the host setup of a session',
    served: 'host router',
  },
  {
    method: 'PUT',
    path: '/__sim/host',
    query: S,
    body: {
      host: 'android|ios|pos|loan|miniprogram|officialaccount|browser',
      version: 'number (e.g. 319, 331, 350, 360)',
      device: 'object of docs/product.md §3 device fields',
      source: "'01'…'06'",
      environment: 'mock|test|alpha|production',
      answers: 'object: functionName → canned native answer for this session (e.g. scanBankCard)',
      withoutCalls: 'bridge call names the host lacks (answered errorCode NOT_FOUND), e.g. ["scanIdCard"]',
    },
    description: 'changes the host setup',
    served: 'host router',
  },
  {
    method: 'GET',
    path: '/__sim/probe',
    query: { __host: 'host kind', __version: 'app version', __session: 'session id', __scenario: 'scenario' },
    description: 'a page with the host shim and the SDK bridge only (window.probe), for host checks',
    served: 'app',
  },
  {
    method: 'DELETE',
    path: '/__sim/host',
    query: S,
    description:
      "puts the session's host setup back to the defaults (canned answers and missing calls included)",
    served: 'host router',
  },
  {
    method: 'POST',
    path: '/__sim/native-call',
    body: { session: 'string', functionName: 'string', data: 'any' },
    description:
      "starts a native-initiated call into the page and answers the page's reply (e.g. {error: 'web未找到调用方法'})",
    served: 'host router',
  },
  {
    method: 'GET',
    path: '/__sim/events',
    query: S,
    description: 'server-sent events: log entries and host changes as they happen',
    served: 'host router',
  },
  {
    method: 'POST',
    path: '/__sim/bridge-log',
    body: { session: 'string', entry: 'bridge message (callbackId/responseId…)' },
    description:
      'the host shim reports bridge traffic into the log (X-Sim-Bridge-Key: the key its page was served with; 403 otherwise)',
    served: 'host router',
  },
  {
    method: 'GET',
    path: '/__sim/shim.js',
    description: 'the host shim script injected into /h5/ pages',
    served: 'host router',
  },
  {
    method: 'GET',
    path: '/__sim/scenario',
    query: S,
    description: 'the session scenario and the scenarios available',
  },
  {
    method: 'PUT',
    path: '/__sim/scenario',
    query: S,
    body: { scenario: SCENARIO_NAMES.join('|') },
    description: 'switches the session to a scenario; its state starts over',
  },
  {
    method: 'POST',
    path: '/__sim/reset',
    query: S,
    body: { scenario: 'optional, another scenario' },
    description:
      'session state back to the scenario; tokens valid again, idempotency keys forgotten; faults stay',
  },
  { method: 'GET', path: '/__sim/faults', query: S, description: 'the session faults' },
  {
    method: 'PUT',
    path: '/__sim/faults',
    query: S,
    body: { faults: '[fault] (or one fault, or an array): replaces the list' },
    description: 'sets the session faults',
  },
  { method: 'POST', path: '/__sim/faults', query: S, body: 'fault', description: 'adds one fault' },
  {
    method: 'DELETE',
    path: '/__sim/faults',
    query: { ...S, id: 'optional fault id', endpoint: 'optional endpoint name' },
    description: 'removes faults (all without filters)',
  },
  {
    method: 'GET',
    path: '/__sim/logs',
    query: {
      session: 'session id, or * for all (default "default")',
      kind: 'http|bridge|control',
      since: 'last log id seen',
    },
    description:
      'log entries (HTTP with decrypted bodies, bridge, control), tokens and card/ID numbers masked',
  },
  {
    method: 'DELETE',
    path: '/__sim/logs',
    query: { session: 'session id, or * for all' },
    description: 'clears logs',
  },
  {
    method: 'POST',
    path: '/__sim/tokens/revoke',
    query: S,
    description: 'the next gateway call answers 401 登录已失效，请重新登录',
  },
  { method: 'POST', path: '/__sim/tokens/expire', query: S, description: 'as revoke, recorded as expired' },
  { method: 'POST', path: '/__sim/tokens/restore', query: S, description: 'tokens valid again' },
  {
    method: 'PUT',
    path: '/__sim/cipher',
    query: S,
    body: { responseCipher: 'auto|encrypted|plain' },
    description: 'response sealing: auto = sealed in production or when the request was sealed',
  },
  {
    method: 'POST',
    path: '/__sim/certification/advance',
    query: S,
    body: {
      outcome: "'passed' (default) or 'rejected' when auditing",
      reason: "reject reason (default: the refused photos' reasons)",
      pictures:
        "photos a rejection refuses: field names or {field, reason} (default ['shopPic']; [] refuses the whole form)",
    },
    description:
      'moves the business certification one step: none → auditing → passed|rejected; rejected → auditing. After a photo rejection bqCertificationReSubmit takes the refused photos alone, each changed',
  },
  {
    method: 'POST',
    path: '/__sim/onboarding/advance',
    query: S,
    body: { form: "optional: 'access' | 'microAccess' | 'authSupplement' | 'agreement' (default: all)" },
    description:
      "passes what waits in review: an onboarding, the compliance supplement or a hand-audited service agreement ('01' → '00'); 409 when the form named is not in review",
  },
  {
    method: 'POST',
    path: '/__sim/certification/channel/advance',
    query: S,
    body: {
      channel: "'alipay' (default) or 'wechat'",
      outcome: "'passed' (default) or 'rejected'",
      reasons: "reject reasons (up to 5); absent: the refused photos' reasons",
      pictures:
        "photos refused, field names or {field, reason}, among those the method looks at (legalPerson: legalManFrontPic, legalManReversePic, shopPic, insideScenePic; account: shopPic, insideScenePic); default ['shopPic'] unless reasons are given",
    },
    description:
      'moves a submitted (auditing) Alipay/WeChat merchant certification on: auditing → passed|rejected (409 otherwise; the merchant re-uploads refused photos alone or resubmits)',
  },
  {
    method: 'POST',
    path: '/__sim/abnormal/advance',
    query: S,
    body: { abnormalId: 'the recovery to move on (default: the first under way)' },
    description:
      'the next step of an abnormal-trade recovery now: 已提交找回申请 → 审核通过，资金核实中 → 资金已找回 (the clock takes one a minute)',
  },
  {
    method: 'POST',
    path: '/__sim/device-applications/advance',
    query: S,
    body: { id: 'application id (default: the newest one not yet received)' },
    description:
      'moves a terminal application one step: 已提交 → 审核通过 → 已发货 → 已签收 (the terminal joins the devices); submitted ones also step every 20 s',
  },
  {
    method: 'GET',
    path: '/__sim/wallet',
    query: S,
    description: 'what the host wallet answers to the pay bridge call, and the results it may answer',
    served: 'wallet',
  },
  {
    method: 'PUT',
    path: '/__sim/wallet',
    query: S,
    body: {
      resultStatus: "'9000' paid (default) | '8000' '6004' pending | '6001' cancelled | '4000' '6002' failed",
      settleAfterMs: 'how long a pending payment takes to settle, 0–600000 (default 3000)',
    },
    description: 'chooses the wallet\'s answer for the session\'s next payments (docs/simulator.md "Wallet")',
    served: 'wallet',
  },
  {
    method: 'POST',
    path: '/__sim/wallet/settle',
    query: S,
    description:
      'the open service-fee order is paid now (a QR code paid elsewhere); 409 when no order is open',
    served: 'wallet',
  },
  {
    method: 'POST',
    path: '/__sim/wallet/pay',
    body: { session: 'string', data: '{orderInfo}' },
    description:
      "the host shim's pay call (X-Sim-Bridge-Key of its page; 403 otherwise): answers {data: PaymentResult}",
    served: 'wallet',
  },
  {
    method: 'GET',
    path: '/__sim/collect/swipe',
    query: S,
    description: "what the host's card reader answers to swipeCardPay, and the codes it may answer",
    served: 'card reader',
  },
  {
    method: 'PUT',
    path: '/__sim/collect/swipe',
    query: S,
    body: {
      errorCode:
        "'0000' paid (default) | '1001' '1002' '1003' declined (the order fails) | '2001' '2002' '3001' '3002' nothing charged (read error, no reader, cancelled, timed out)",
    },
    description:
      'chooses the card reader\'s answer for the session\'s next swipes (docs/simulator.md "Card reader")',
    served: 'card reader',
  },
  {
    method: 'POST',
    path: '/__sim/collect/settle',
    query: S,
    body: {
      payOrderNo: 'the order (default: the newest waiting for its payer)',
      outcome: "'paid' (default) | 'failed'",
      reason: "a failure's reason (default 付款方支付失败)",
    },
    description:
      'the payer pays (or fails) an open QR-code or swipe order now, once; 409 when no order waits',
    served: 'card reader',
  },
  {
    method: 'POST',
    path: '/__sim/collect/swipe/pay',
    body: { session: 'string', data: '{orderNo, amount}' },
    description:
      "the host shim's swipeCardPay (X-Sim-Bridge-Key of its page; 403 otherwise): answers {data: {errorCode}} and moves the order",
    served: 'card reader',
  },
  {
    method: 'GET',
    path: '/__sim/points/partner-login',
    query: S,
    description:
      "the login address integralDuibaOrder answers for the session (null: the simulator's signed one)",
  },
  {
    method: 'PUT',
    path: '/__sim/points/partner-login',
    query: S,
    body: {
      url: 'any string of 1…2048 characters (a hostile address for the app to refuse), or null to restore',
    },
    description:
      'integralDuibaOrder answers this address as it is, for either mall, until DELETE or {url: null}; reset keeps it (like faults)',
  },
  {
    method: 'DELETE',
    path: '/__sim/points/partner-login',
    query: S,
    description: 'integralDuibaOrder signs its own address again',
  },
  {
    method: 'GET',
    path: '/__sim/server-html',
    query: S,
    description: "the HTML the session's answers carry as server HTML (null: the simulator's own)",
  },
  {
    method: 'PUT',
    path: '/__sim/server-html',
    query: S,
    body: {
      html: 'any string of 1…32768 characters (hostile markup for the app to defuse), or null to restore',
    },
    description:
      "help answers, the service and quick-pay agreements, the points rules and every activity's rules carry this HTML as it is, until DELETE or {html: null}; reset keeps it (like faults)",
  },
  {
    method: 'DELETE',
    path: '/__sim/server-html',
    query: S,
    description: "the answers carry the simulator's own HTML again",
  },
  {
    method: 'GET',
    path: '/__sim/state',
    query: S,
    description:
      'a summary for QA: points, unread messages, orders, collections (the latest 5 payment orders), device applications, certification',
  },
] as const;

export const FAULT_DOC = {
  shape: {
    endpoint: 'optional endpoint name (SDK catalogue); absent = all',
    kind: FAULT_KINDS.join('|'),
    latencyMs: 'latency',
    jitterMs: 'latency: + uniform [0, jitterMs]',
    status: "'status': HTTP status",
    code: "'business': envelope code",
    msg: "'business': envelope msg",
    times: 'apply N times, then clear',
  },
  kinds: {
    latency: 'adds delay, then answers normally',
    status: 'answers that HTTP status, body = status text',
    business: 'answers HTTP 200 with the {code, msg} envelope',
    malformed: "answers 200 with '<html>oops'",
    truncated: 'runs the call, answers 200 with its JSON cut in half (unsealed)',
    drop: 'destroys the connection',
    hang: 'never answers; ends when the client disconnects, or with 504 after 120 s',
  },
};

export function apiIndex(
  settings: Pick<SimSettings, 'maxBodyBytes' | 'hangTimeoutMs' | 'certificationAuditMs'>,
) {
  return {
    name: 'Merchant H5 simulator control API',
    gateway: {
      url: '/gateway/{service}/{path}',
      environments: {
        'localhost|127.0.0.1': 'mock',
        'test.localhost': 'test',
        'alpha.localhost': 'alpha',
        'other names (prod.localhost)': 'production',
      },
      token:
        'sim-token:<session>:<scenario>, RSA-sealed in TOKEN; official account: plain in the sim_token cookie',
      scenarios: SCENARIO_NAMES,
      codes: Object.fromEntries(Object.values(CODES).map((c) => [c.code, c.msg])),
      unauthorized: 'HTTP 401, body 登录已失效，请重新登录 (sealed when sealing applies)',
      idempotency:
        "Idempotency-Key header: same key + same body replays the first answer byte for byte; another body → 409 '4009'",
      limits: {
        maxBodyBytes: settings.maxBodyBytes,
        hangTimeoutMs: settings.hangTimeoutMs,
        certificationAuditMs: settings.certificationAuditMs,
        pageSize: 'default 20, max 100',
      },
    },
    routes: CONTROL_ROUTES,
    faults: FAULT_DOC,
  };
}
