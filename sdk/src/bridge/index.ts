export { createBridge } from './create-bridge';
export { createNativeApi } from './native-api';
export type { NativeApi, NativeApiOptions } from './native-api';
export {
  VERSION_GATES,
  canReplacePage,
  canOpenNotificationSettings,
  canReportNotificationStatus,
} from './version-gates';
export { SWIPE_CODES, swipeCodeOf } from './swipe-codes';
export type { SwipeCode, SwipeErrorCode, SwipeOutcome } from './swipe-codes';
export * from './errors/index';
export type {
  Bridge,
  BridgeCallOptions,
  BridgeHandler,
  BridgeLogger,
  BridgeMessageEvent,
  BridgeMockOptions,
  BridgeOptions,
  BridgeOutMessage,
  BridgeWindow,
} from './types';
export type * from './native-types';
export type { NativeCallArgs } from './types';
