// The merchant state one session works on. Field names that reach the wire keep the product's
// spelling (docs/product.md §3); what is answered as stored uses the SDK's types
// (sdk/src/endpoints/*.types.ts).
import type {
  AtMethod,
  BankCard,
  CertChannel,
  EndpointResponse,
  MyOrder,
  PreIntegral,
  PurchaseOrderDetail,
  QuickPayment,
  RejectedPicture,
  ServiceFeeRefundDetail,
  TransactionDetail,
  TransactionRecord,
  WithdrawalDetail,
} from '@merchant-h5/sdk';
import type { ScenarioName } from './scenarios';
import type {
  Commodity,
  Coupon,
  CouponOrder,
  DeliveryAddress,
  IntegralOrder,
  Member,
  PointEntry,
  SignIn,
} from './model-commerce';
import type {
  AbnormalTransaction,
  Activity,
  AppMessage,
  AppTask,
  Device,
  DeviceApplication,
  Prize,
} from './model-operations';
import type { ServiceFeeOrder } from './model-service-fee';

export type * from './model-commerce';
export type * from './model-operations';
export type * from './model-service-fee';
// Bank cards keep the full card number here; handlers mask it on the way out (publicCard).
export type { BankCard, QuickPayment } from '@merchant-h5/sdk';

export type AuditStatus = 'none' | 'auditing' | 'passed' | 'rejected';

export interface MerchantProfile {
  merchantNo: string;
  merchantName: string;
  shortName: string;
  legalManName: string;
  legalManCardNo: string;
  phone: string;
  registNo: string;
  businessAddress: string;
  regProvCd: string;
  regCityCd: string;
  regDistCd: string;
  mccCd: string;
  mccValue: string;
  terminalNo: string;
  level: string;
  levelName: string;
  registerDate: string;
}

export interface AuditEvent {
  status: AuditStatus;
  time: string;
  remark: string;
}

export interface Certification {
  status: AuditStatus;
  /** Simulator-clock time at which an 'auditing' submission passes on its own (null: never). */
  auditDueAt: number | null;
  rejectReason: string | null;
  /** The photos a rejection refused: reSubmit must bring each of them again, changed. */
  rejectedPics: RejectedPicture[];
  form: Record<string, unknown> | null;
  history: AuditEvent[];
}

/** A submit-then-query flow (onboarding, small-merchant report, supplements…): what was sent and where it stands. */
export type FormRecord = EndpointResponse<'cpMerchantSubmit'>;

export interface MerchantState {
  scenario: ScenarioName;
  /** 'YYYYMMDD' the data was generated for */
  generatedFor: string;
  profile: MerchantProfile;
  certification: Certification;
  realName: { status: AuditStatus; name: string | null; idNo: string | null };
  cards: BankCard[];
  transactions: TransactionRecord[];
  /** By trade uuid: a failed trade's reason, a refund's original (answered by the detail only). */
  tradeNotes: Record<string, Pick<TransactionDetail, 'failReason' | 'origUuid' | 'origTranDt'>>;
  withdrawals: WithdrawalDetail[];
  purchaseOrders: PurchaseOrderDetail[];
  internetOrders: MyOrder[];
  points: {
    balance: number;
    bill: PointEntry[];
    pending: PreIntegral[];
  };
  signIn: SignIn;
  /** ids of the novice gifts received ('G01', the opening points, is received from the start) */
  noviceGiftsReceived: string[];
  commodities: Commodity[];
  integralOrders: IntegralOrder[];
  addresses: DeliveryAddress[];
  coupons: Coupon[];
  couponOrders: CouponOrder[];
  messages: AppMessage[];
  tasks: AppTask[];
  devices: Device[];
  deviceApplications: DeviceApplication[];
  activities: Activity[];
  prizes: Prize[];
  /** Points activities taken part in (integralAttend): activityId → when, 'YYYY-MM-DD HH:mm:ss'. */
  activityAttendance: Record<string, string>;
  abnormal: AbnormalTransaction[];
  member: Member;
  switches: Record<string, string>;
  reservations: Array<EndpointResponse<'virtualCreditCardAddReservationInfo'>>;
  forms: Record<string, FormRecord>;
  payments: QuickPayment[];
  /** the orders opened to pay the current service fee, newest first */
  serviceFeeOrders: ServiceFeeOrder[];
  /** the service-fee refund applied for, null before */
  serviceFeeRefund: ServiceFeeRefundDetail | null;
  usedExchangeCodes: string[];
  touchMerchants: Array<EndpointResponse<'touchAdd'>>;
  /** counters for ids minted by actions (orders, applications) */
  sequence: number;
  /** Quick-pay bindings opened by bindCard, waiting for their SMS code (handlers/pos-pay/card-bind.ts). */
  cardBinds?: CardBindRecord[];
  /** The Alipay / WeChat merchant certifications, created when one is first asked about. */
  channels?: Partial<Record<CertChannel, ChannelRecord>>;
}

/** A binding opened by bindCard: the card (full number, like every card here) and its SMS code. */
export interface CardBindRecord {
  orderNo: string;
  card: BankCard;
  smsCode: string;
  status: 'pending' | 'bound' | 'void';
  /** wrong codes so far; the fifth voids the order */
  failures: number;
  /** simulator-clock ms the code was sent */
  sentAt: number;
}

/** One channel's merchant certification (handlers/user/channel.ts). */
export interface ChannelRecord {
  opened: boolean;
  atMethod: AtMethod | null;
  status: AuditStatus;
  rejectReasons: string[];
  /** The photos the channel refused: re-uploaded alone, the method's proof kept. */
  rejectedPics?: RejectedPicture[];
  /** The photos sent with it (image ids), by field. */
  pictures?: Record<string, string>;
  /** Simulator-clock time at which an 'auditing' certification passes on its own (null: never). */
  auditDueAt: number | null;
  /** The settlement card it verifies (account method). */
  cardId: string | null;
  history: AuditEvent[];
}
