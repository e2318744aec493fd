export { BridgeTimeoutError, isBridgeTimeoutError } from './bridge-timeout-error';
export { UnknownDeviceError, isUnknownDeviceError } from './unknown-device-error';
export { NativeError, isNativeError } from './native-error';
export { VersionGateError, isVersionGateError } from './version-gate-error';
export { BridgeUnavailableError, isBridgeUnavailableError } from './bridge-unavailable-error';
export type { BridgeUnavailableReason } from './bridge-unavailable-error';
