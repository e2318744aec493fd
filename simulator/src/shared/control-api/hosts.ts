// Control routes of the fake host, served by server/hosts/ (the host router, the wallet, the card
// reader) and the probe page served by the app: declared here so the index and the harness read
// them as they read the others.
import type { SwipeErrorCode } from '@merchant-h5/sdk';
import { HOST_KINDS } from '../host-profiles';
import type { HostSettings } from '../host-settings';
import { SESSION_QUERY } from './session';
import { answer, field, oneOf, required, type RouteSpec } from './schema';
import { MINI_PROGRAM_PAY_CHOICES, MINI_PROGRAM_PAY_OUTCOMES } from '../mini-program';

type Session = { session: string };
/** The client's answer to preVerifyJSAPI, as the JS-SDK reads it (`config:invalid signature`…). */
export type WeChatPreverifyAnswer =
  'preVerifyJSAPI:ok' | 'preVerifyJSAPI:fail_invalid signature' | 'preVerifyJSAPI:fail_invalid appid';
type HostAnswer = Session & HostSettings & { connectedPages: number };

export const HOST_ROUTES = {
  'GET /host': {
    query: SESSION_QUERY,
    description: 'the host setup of a session',
    served: 'host router',
    answer: answer<HostAnswer>(),
  },
  'PUT /host': {
    query: SESSION_QUERY,
    body: {
      host: field<HostSettings['host'] | undefined>(HOST_KINDS.join('|')),
      version: field<number | undefined>('number (e.g. 319, 331, 350, 360)'),
      scenario: field('the scenario its /h5 links carry (one of gateway.scenarios)'),
      device: field<Record<string, string> | undefined>('object of docs/product.md §3 device fields'),
      source: field("'01'…'06'"),
      environment: field<HostSettings['environment'] | undefined>('mock|test|alpha|production'),
      answers: field<HostSettings['answers'] | undefined>(
        'object: functionName → canned native answer for this session (e.g. scanBankCard)',
      ),
      withoutCalls: field<string[] | undefined>(
        'bridge call names the host lacks (answered errorCode NOT_FOUND), e.g. ["scanIdCard"]',
      ),
    },
    description: 'changes the host setup',
    served: 'host router',
    answer: answer<HostAnswer>(),
  },
  'GET /probe': {
    query: {
      __host: field('host kind'),
      __version: field('app version'),
      __session: field('session id'),
      __scenario: field('scenario'),
    },
    description: 'a page with the host shim and the SDK bridge only (window.probe), for host checks',
    served: 'app',
    answers: 'raw',
    answer: answer<string>(),
  },
  'DELETE /host': {
    query: SESSION_QUERY,
    description:
      "puts the session's host setup back to the defaults (canned answers and missing calls included)",
    served: 'host router',
    answer: answer<null>(),
  },
  'POST /native-call': {
    body: {
      session: field<string>('string'),
      functionName: field<string>('string'),
      data: field<unknown>('any'),
      timeoutMs: field<number | undefined>('how long to wait for the page, 50–5000 ms (default 5000)'),
    },
    description:
      "starts a native-initiated call into the page and answers the page's reply (e.g. {error: 'web未找到调用方法'})",
    served: 'host router',
    answer: answer<{ responseId: string; data: unknown; elapsedMs: number }>(),
  },
  'GET /events': {
    query: SESSION_QUERY,
    description: 'server-sent events: log entries and host changes as they happen',
    served: 'host router',
    answers: 'stream',
    answer: answer<string>(),
  },
  'POST /bridge-log': {
    body: {
      session: field<string>('string'),
      entry: field<unknown>('bridge message (callbackId/responseId…)'),
    },
    description:
      'the host shim reports bridge traffic into the log (X-Sim-Bridge-Key: the key its page was served with; 403 otherwise)',
    served: 'host router',
    answer: answer<null>(),
  },
  'POST /wechat/preverify': {
    body: {
      session: field<string>('string'),
      url: required(field<string>("the page's address as WeChat takes it: without its # part")),
      appId: field<string>('verifyAppId'),
      timestamp: field<string>('verifyTimestamp'),
      nonceStr: field<string>('verifyNonceStr'),
      signature: field<string>('verifySignature'),
    },
    description:
      "what WeChat's server does for the shim's preVerifyJSAPI (wx.config): recomputes the signature over the session's jsapi_ticket and the page's address and answers the client's err_msg",
    served: 'host router',
    answer: answer<{ err_msg: WeChatPreverifyAnswer }>(),
  },
  'GET /shim.js': {
    description: 'the host shim script injected into /h5/ pages',
    served: 'host router',
    answers: 'raw',
    answer: answer<string>(),
  },
  'GET /wallet': {
    query: SESSION_QUERY,
    description: 'what the host wallet answers to the pay bridge call, and the results it may answer',
    served: 'wallet',
    answer: answer<
      Session & { resultStatus: string; settleAfterMs: number; results: Record<string, string> }
    >(),
  },
  'PUT /wallet': {
    query: SESSION_QUERY,
    body: {
      resultStatus: field(
        "'9000' paid (default) | '8000' '6004' pending | '6001' cancelled | '4000' '6002' failed",
      ),
      settleAfterMs: field<number | undefined>(
        'how long a pending payment takes to settle, 0–600000 (default 3000)',
      ),
    },
    description: 'chooses the wallet\'s answer for the session\'s next payments (docs/simulator.md "Wallet")',
    served: 'wallet',
    answer: answer<Session & { resultStatus: string; settleAfterMs: number }>(),
  },
  'POST /wallet/settle': {
    query: SESSION_QUERY,
    description:
      'the open service-fee order is paid now (a QR code paid elsewhere); 409 when no order is open',
    served: 'wallet',
    answer: answer<Session & { orderNo: string; status: string; charged: boolean }>(),
  },
  'POST /wallet/pay': {
    body: { session: field<string>('string'), data: field<unknown>('{orderInfo}') },
    description:
      "the host shim's pay call (X-Sim-Bridge-Key of its page; 403 otherwise): answers {data: PaymentResult}",
    served: 'wallet',
    answer: answer<{ data: unknown }>(),
  },
  'GET /collect/swipe': {
    query: SESSION_QUERY,
    description: "what the host's card reader answers to swipeCardPay, and the codes it may answer",
    served: 'card reader',
    answer: answer<Session & { errorCode: SwipeErrorCode; codes: Record<string, string> }>(),
  },
  'PUT /collect/swipe': {
    query: SESSION_QUERY,
    body: {
      errorCode: field<SwipeErrorCode | undefined>(
        "'0000' paid (default) | '1001' '1002' '1003' declined (the order fails) | '2001' '2002' '3001' '3002' nothing charged (read error, no reader, cancelled, timed out)",
      ),
    },
    description:
      'chooses the card reader\'s answer for the session\'s next swipes (docs/simulator.md "Card reader")',
    served: 'card reader',
    answer: answer<Session & { errorCode: SwipeErrorCode }>(),
  },
  'POST /collect/settle': {
    query: SESSION_QUERY,
    body: {
      payOrderNo: field('the order (default: the newest waiting for its payer)'),
      outcome: field<'paid' | 'failed' | undefined>("'paid' (default) | 'failed'"),
      reason: field("a failure's reason (default 付款方支付失败)"),
    },
    description:
      'the payer pays (or fails) an open QR-code or swipe order now, once; 409 when no order waits',
    served: 'card reader',
    answer: answer<Session & { payOrderNo: string; status: string; changed: boolean }>(),
  },
  'POST /collect/swipe/pay': {
    body: { session: field<string>('string'), data: field<unknown>('{orderNo, amount}') },
    description:
      "the host shim's swipeCardPay (X-Sim-Bridge-Key of its page; 403 otherwise): answers {data: {errorCode}} and moves the order",
    served: 'card reader',
    answer: answer<{ data: { errorCode: SwipeErrorCode } }>(),
  },
  'GET /miniprogram/pay': {
    query: {
      session: field<string>('session id'),
      orderNo: field<string>('the order the H5 handed over (service fee or 开心送)'),
    },
    description:
      "the mini program's pay page the shim moves the web-view to on navigateTo /pages/pay/index: the order read from the session's state, with 支付 / 取消 / 支付失败 (QA's choice, when not 'ask', is applied at once)",
    served: 'mini program',
    answers: 'raw',
    answer: answer<string>(),
  },
  'POST /miniprogram/pay/outcome': {
    body: {
      session: field<string>('string'),
      orderNo: required(field<string>('the order')),
      outcome: required(oneOf(MINI_PROGRAM_PAY_OUTCOMES, 'invalid_outcome')),
    },
    description:
      "the pay page's button: applies the outcome to the order and answers where the mini program takes the web-view back to",
    served: 'mini program',
    answer: answer<Session & { orderNo: string; outcome: string; status: string; back: string }>(),
  },
  'GET /miniprogram/pay/choice': {
    query: SESSION_QUERY,
    description: "what the mini program's pay page does with the session's next hand-offs",
    served: 'mini program',
    answer: answer<Session & { outcome: string }>(),
  },
  'PUT /miniprogram/pay': {
    query: SESSION_QUERY,
    body: {
      outcome: required(
        oneOf(
          MINI_PROGRAM_PAY_CHOICES,
          'invalid_outcome',
          "'ask' (default: the page waits for a button) | 'paid' | 'cancelled' | 'failed'",
        ),
      ),
    },
    description:
      'chooses what the mini program\'s pay page does without a click (docs/simulator.md "WeChat")',
    served: 'mini program',
    answer: answer<Session & { outcome: string }>(),
  },
} satisfies Record<string, RouteSpec>;
