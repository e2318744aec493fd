// Control routes that move a feature along by hand, as the back office or a partner would, and the
// hostile answers QA hands the app (partner login address, server HTML).
import type { AppMessage, RejectedPicture, TransactionRecord } from '@merchant-h5/sdk';
import { SESSION_QUERY } from './session';
import { answer, field, oneOf, required, type RouteSpec } from './schema';

type Session = { session: string };
export type PartnerLoginAnswer = Session & {
  /** null: the simulator signs its own address */
  url: string | null;
};
export type ServerHtmlAnswer = Session & {
  /** null: the simulator answers its own HTML */
  html: string | null;
};

export type OfficialAccountAnswer = Session & {
  /** the authorize step hands out snapshot-page codes (`is_snapshotuser=1`) */
  snapshot: boolean;
  /** a WeChat user signed in through a code */
  signedIn: boolean;
  /** seconds before the binding may send another SMS code */
  resendAfter: number;
  binding: { merchantNo: string; phoneMask: string; registered: boolean } | null;
};

/** An activity's status as QA names it: before its first day, running, after its last day. */
export const ACTIVITY_STATUSES = ['notStarted', 'running', 'ended'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** One activity as the session's merchant plays it. */
export interface ActivitySummary {
  activityId: string;
  kind: string;
  name: string;
  status: ActivityStatus;
  /** 'YYYYMMDD', both included */
  startDate: string;
  endDate: string;
  /** false when the audience leaves the merchant out (activityInfo's ineligibleReason says why) */
  eligible: boolean;
  /** draws left now (0 unless running and eligible) */
  drawsLeft: number;
  missesInRow: number;
  /** pieces left per pool entry (null: no limit) */
  stock: Record<string, number | null>;
  /** gather cards only: how many of each card ('07' pool entry) the merchant holds */
  cards?: Record<string, number>;
}
export type ActivitiesAnswer = Session & { activities: ActivitySummary[] };
/** The trade POST /trades took, as the records list answers it. */
export type TradeAnswer = Session & { trade: TransactionRecord };

/** The message POST /messages added, as the message centre answers it. */
export type MessageAnswer = Session & { message: AppMessage };
/** The message centre's categories, as the catalogue types them. */
export const MESSAGE_TYPES = ['01', '02', '03'] as const;

/** What the back office reviews by hand: the onboardings, the compliance supplement, a service agreement. */
export const REVIEWED_FORMS = ['access', 'microAccess', 'authSupplement', 'agreement'] as const;
export type ReviewedForm = (typeof REVIEWED_FORMS)[number];

export const FEATURE_ROUTES = {
  'POST /certification/advance': {
    query: SESSION_QUERY,
    body: {
      outcome: field("'passed' (default) or 'rejected' when auditing"),
      reason: field("reject reason (default: the refused photos' reasons)"),
      pictures: field<Array<string | RejectedPicture> | undefined>(
        "photos a rejection refuses: field names or {field, reason} (default ['shopPic']; [] refuses the whole form)",
      ),
    },
    description:
      'moves the business certification one step: none → auditing → passed|rejected; rejected → auditing. After a photo rejection bqCertificationReSubmit takes the refused photos alone, each changed',
    answer: answer<
      Session & {
        from: string;
        status: string;
        rejectReason: string | null;
        rejectedPics: RejectedPicture[];
      }
    >(),
  },
  'POST /onboarding/advance': {
    query: SESSION_QUERY,
    body: {
      form: oneOf(
        REVIEWED_FORMS,
        'invalid_form',
        "optional: 'access' | 'microAccess' | 'authSupplement' | 'agreement' (default: all)",
      ),
    },
    description:
      "passes what waits in review: an onboarding, the compliance supplement or a hand-audited service agreement ('01' → '00'); 409 when the form named is not in review",
    answer: answer<Session & { passed: string[] }>(),
  },
  'POST /certification/channel/advance': {
    query: SESSION_QUERY,
    body: {
      channel: field("'alipay' (default) or 'wechat'"),
      outcome: field("'passed' (default) or 'rejected'"),
      reasons: field<string[] | undefined>("reject reasons (up to 5); absent: the refused photos' reasons"),
      pictures: field<Array<string | RejectedPicture> | undefined>(
        "photos refused, field names or {field, reason}, among those the method looks at (legalPerson: legalManFrontPic, legalManReversePic, shopPic, insideScenePic; account: shopPic, insideScenePic); default ['shopPic'] unless reasons are given",
      ),
    },
    description:
      'moves a submitted (auditing) Alipay/WeChat merchant certification on: auditing → passed|rejected (409 otherwise; the merchant re-uploads refused photos alone or resubmits)',
    answer: answer<
      Session & {
        channel: string;
        from: string;
        status: string;
        rejectReasons: string[];
        rejectedPics: RejectedPicture[];
      }
    >(),
  },
  'POST /abnormal/advance': {
    query: SESSION_QUERY,
    body: { abnormalId: field('the recovery to move on (default: the first under way)') },
    description:
      'the next step of an abnormal-trade recovery now: 已提交找回申请 → 审核通过，资金核实中 → 资金已找回 (the clock takes one a minute)',
    answer: answer<Session & { abnormalId: string; status: string; step: string | undefined }>(),
  },
  'POST /device-applications/advance': {
    query: SESSION_QUERY,
    body: { id: field('application id (default: the newest one not yet received)') },
    description:
      'moves a terminal application one step: 已提交 → 审核通过 → 已发货 → 已签收 (the terminal joins the devices); submitted ones also step every 20 s',
    answer: answer<Session & { id: string; from: string; status: string; statusName: string }>(),
  },
  'GET /points/partner-login': {
    query: SESSION_QUERY,
    description:
      "the login address integralDuibaOrder answers for the session (null: the simulator's signed one)",
    answer: answer<PartnerLoginAnswer>(),
  },
  'PUT /points/partner-login': {
    query: SESSION_QUERY,
    body: {
      url: field<string | null>(
        'any string of 1…2048 characters (a hostile address for the app to refuse), or null to restore',
      ),
    },
    description:
      'integralDuibaOrder answers this address as it is, for either mall, until DELETE or {url: null}; reset keeps it (like faults)',
    answer: answer<PartnerLoginAnswer>(),
  },
  'DELETE /points/partner-login': {
    query: SESSION_QUERY,
    description: 'integralDuibaOrder signs its own address again',
    answer: answer<PartnerLoginAnswer>(),
  },
  'GET /official-account': {
    query: SESSION_QUERY,
    description:
      "the official account's WeChat user and binding, and whether the authorize step plays the snapshot page",
    answer: answer<OfficialAccountAnswer>(),
  },
  'PUT /official-account': {
    query: SESSION_QUERY,
    body: {
      snapshot: field<boolean>(
        'true: the authorize step redirects with is_snapshotuser=1 (a visit from the snapshot page) until false; reset keeps it (like faults)',
      ),
    },
    description: 'chooses how the next official-account visits come back from WeChat',
    answer: answer<OfficialAccountAnswer>(),
  },
  'GET /activities': {
    query: SESSION_QUERY,
    description: "each activity's status, stock per pool entry, draws left today and misses in a row",
    answer: answer<ActivitiesAnswer>(),
  },
  'PUT /activities': {
    query: SESSION_QUERY,
    body: {
      activityId: required(field<string>('the activity to change')),
      stock: field<Record<string, number | null> | undefined>(
        'pieces left per pool entry, {poolId: whole number ≥ 0 | null (no limit)}; entries not named keep theirs',
      ),
      status: oneOf(
        ACTIVITY_STATUSES,
        'invalid_status',
        "'notStarted' (starts tomorrow) | 'running' (today within its days) | 'ended' (ended yesterday): moves its dates",
      ),
      drawsLeft: field<number | undefined>(
        "today's draws left, a whole number 0…100000, whatever was earned",
      ),
      cards: field<Record<string, number> | undefined>(
        "gather cards held, {cardId: whole number 0…999} (the pool's '07' entries); cards not named keep theirs",
      ),
    },
    description:
      'puts one activity in the state a test or QA needs; answers every activity as GET does. Reset puts the scenario back',
    answer: answer<ActivitiesAnswer>(),
  },
  'POST /trades': {
    query: SESSION_QUERY,
    body: {
      amount: required(field<number>('yuan, 0.01…1000000, at most 2 decimals')),
      tradeType: field("'01' 刷卡消费 | '02' 扫码收款 (default) | '03' 闪付"),
    },
    description:
      "the merchant takes a payment now: a successful trade with its fee (the type's rate), newest first in the records; today's takings, an activity's 'trade' chance and the fee deductions' use read it at once",
    answer: answer<TradeAnswer>(),
  },
  'POST /messages': {
    query: SESSION_QUERY,
    body: {
      type: required(oneOf(MESSAGE_TYPES, 'invalid_type', "'01' 系统通知 | '02' 交易提醒 | '03' 活动消息")),
      title: required(field<string>('1…60 characters')),
      content: required(field<string>('HTML of 1…4096 characters, shown through the app sanitiser')),
    },
    description:
      'the back office sends the merchant a message now: unread, newest first in the message centre, counted at once',
    answer: answer<MessageAnswer>(),
  },
  'GET /server-html': {
    query: SESSION_QUERY,
    description: "the HTML the session's answers carry as server HTML (null: the simulator's own)",
    answer: answer<ServerHtmlAnswer>(),
  },
  'PUT /server-html': {
    query: SESSION_QUERY,
    body: {
      html: field<string | null>(
        'any string of 1…32768 characters (hostile markup for the app to defuse), or null to restore',
      ),
    },
    description:
      "help answers, the service and quick-pay agreements, the points rules and every activity's rules carry this HTML as it is, until DELETE or {html: null}; reset keeps it (like faults)",
    answer: answer<ServerHtmlAnswer>(),
  },
  'DELETE /server-html': {
    query: SESSION_QUERY,
    description: "the answers carry the simulator's own HTML again",
    answer: answer<ServerHtmlAnswer>(),
  },
} satisfies Record<string, RouteSpec>;
