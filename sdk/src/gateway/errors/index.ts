export { GatewayError, isGatewayError } from './GatewayError';
export { HttpStatusError, isHttpStatusError } from './HttpStatusError';
export { NetworkError, isNetworkError, NETWORK_ERROR_MESSAGE } from './NetworkError';
export { UnauthorizedError, isUnauthorizedError } from './UnauthorizedError';
export { BusinessError, isBusinessError, BUSINESS_FAILURE_MESSAGE } from './BusinessError';
export { AbortError, isAbortError } from './AbortError';
export { TimeoutError, isTimeoutError } from './TimeoutError';
