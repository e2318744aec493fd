// The only barrel of @merchant-h5/sdk: every public export is named here (docs/architecture.md), values
// first, then types. Inside the monorepo `@merchant-h5/sdk` resolves to this file.

// envelope/ — wire protocol v1 (docs/protocol.md)
export {
  generateAesKey,
  aesEncrypt,
  aesDecrypt,
  rsaEncrypt,
  tripleDesEncrypt,
  tripleDesDecrypt,
  sealRequestBody,
  openResponseBody,
  createEnvelopeV1,
  EnvelopeError,
  isEnvelopeError,
} from './envelope/index';
export type {
  CipherMode,
  Envelope,
  EnvelopeV1,
  EnvelopeV1Options,
  SealedBody,
  SealOptions,
  OpenOptions,
} from './envelope/index';

// gateway/
export {
  createGateway,
  resolveEnvironment,
  newIdempotencyKey,
  GatewayError,
  isGatewayError,
  HttpStatusError,
  isHttpStatusError,
  NetworkError,
  isNetworkError,
  UnauthorizedError,
  isUnauthorizedError,
  BusinessError,
  isBusinessError,
  BUSINESS_FAILURE_MESSAGE,
  AbortError,
  isAbortError,
  TimeoutError,
  ProtocolError,
  isProtocolError,
  InvalidRequestError,
  isInvalidRequestError,
  GatewayConfigError,
  isGatewayConfigError,
  isTimeoutError,
} from './gateway/index';
export type {
  CallArgs,
  CallControl,
  CallOptions,
  RetryOptions,
  EnvironmentHosts,
  EnvironmentName,
  Gateway,
  GatewayMethod,
  GatewayOptions,
  GatewayResponse,
  ProtocolFailure,
  RequestOptions,
} from './gateway/index';

// headers/ — header strategies per access context
export {
  hostAppHeaders,
  miniProgramHeaders,
  officialAccountHeaders,
  canaryHeaders,
  sealToken,
} from './headers/index';
export type { AccessContext, DeviceInfo, HeaderStrategy, MiniProgramQuery } from './headers/index';

// bridge/ — native bridge v1
export {
  createBridge,
  createNativeApi,
  VERSION_GATES,
  canReplacePage,
  canOpenNotificationSettings,
  canReportNotificationStatus,
  BridgeTimeoutError,
  isBridgeTimeoutError,
  UnknownDeviceError,
  isUnknownDeviceError,
  NativeError,
  isNativeError,
  VersionGateError,
  isVersionGateError,
  BridgeUnavailableError,
  isBridgeUnavailableError,
  SWIPE_CODES,
  swipeCodeOf,
} from './bridge/index';
export type {
  Bridge,
  BridgeCallOptions,
  BridgeHandler,
  BridgeLogger,
  BridgeMessageEvent,
  BridgeMockOptions,
  BridgeOptions,
  BridgeOutMessage,
  BridgeUnavailableReason,
  BridgeWindow,
  NativeApi,
  NativeApiOptions,
  BaseRequestParams,
  LocationResult,
  ChooseImageOptions,
  ChooseImageResult,
  NativeResult,
  ShareToWeChatOptions,
  PayChannel,
  PayOptions,
  PaymentTradeResult,
  PaymentResult,
  LoginResult,
  BankCardOcrResult,
  IdCardOcrResult,
  SaveAsImageResult,
  SwipeCardPayOptions,
  SwipeCardPayResult,
  SwipeCode,
  SwipeErrorCode,
  SwipeOutcome,
  QrCodeResult,
  WebShareOptions,
  WebShareResult,
  NotificationStatusResult,
} from './bridge/index';

// client/ — environment detection
export { detectClient, isMiniProgram, CHANNELS, channelForSource } from './client/index';
export type {
  ClientEnvironment,
  ClientAccessContext,
  ClientOs,
  ChannelCode,
  WeChatWindow,
} from './client/index';

// validators/ and format/
export {
  isMobileNumber,
  isRequired,
  stripNonDigits,
  stripNonWord,
  isLeapYear,
  maskMobile,
  splitCardNumber,
  maskCardNumber,
  displayCardNumber,
  passesLuhn,
  isBankCardNumber,
  idNumberCheckChar,
  idNumberBirthDate,
  idNumberProblem,
  isIdNumber,
  maskIdNumber,
  usccCheckChar,
  registNo15CheckDigit,
  registNoProblem,
  isRegistNo,
  textProblem,
  stripControlCharacters,
  requestTextProblem,
  textProblemMessage,
  IMAGE_UPLOAD,
  IMAGE_PROBLEM_TEXT,
  sniffImageType,
  imageProblem,
  readImageDataUrl,
} from './validators/index';
export type {
  IdNumberProblem,
  RegistNoProblem,
  TextProblem,
  FieldTextProblem,
  ImageType,
  ImageProblem,
} from './validators/index';
export {
  formatYuan,
  formatPoints,
  formatPointsChange,
  remRootFontSize,
  applyRemLayout,
  formatArea,
  formatAreaLabel,
  formatAddress,
} from './format/index';
export type { RemDocument, AreaNames } from './format/index';

// routes/ — the route patterns of docs/product.md §2
export {
  parsePattern,
  patternParams,
  staticLength,
  withoutOptional,
  fillPattern,
  matchPattern,
  patternSource,
  MissingRouteParamError,
  isMissingRouteParamError,
} from './routes/index';
export type { PatternSegment, PatternParams } from './routes/index';

// endpoints/ — the catalogue of docs/product.md §7
export { endpoints, endpointList, findEndpoint, TEXT_LIMITS, PLAIN_TEXT_LIMIT } from './endpoints/index';
export type {
  CatalogueEndpoint,
  FieldLimits,
  TextLimit,
  EmptyBody,
  Endpoint,
  EndpointBody,
  EndpointInput,
  EndpointIo,
  EndpointName,
  EndpointQuery,
  EndpointResponse,
  EndpointShape,
  HttpMethod,
  IoOf,
  PathParamNames,
  PathParams,
  QueryValue,
  ResponseOf,
  ServiceName,
  PageRequest,
  PageResponse,
  TransactionRecordListRequest,
  TransactionRecord,
  TransactionRecordListResponse,
  DaySubtotal,
  TodayTakings,
  TransactionDetailRequest,
  TransactionDetail,
  WithdrawalListRequest,
  WithdrawalRecord,
  WithdrawalListResponse,
  WithdrawalDetailRequest,
  WithdrawalDetail,
  PurchaseOrderDetailRequest,
  PurchaseOrderDetail,
  MonthBillRequest,
  MonthBill,
  WealthBillRequest,
  WealthBill,
  LevelAndRate,
  MyOrderListRequest,
  MyOrder,
  MyOrderListResponse,
} from './endpoints/index';
// Every request and response shape of the catalogue (one file per service under endpoints/); they
// are reached by name too through EndpointResponse<'name'> / EndpointBody<'name'>.
export type * from './endpoints/domain';
