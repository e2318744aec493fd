// Public names of the gateway; the SDK barrel re-exports them.
export { createGateway } from './create-gateway';
export { resolveEnvironment } from './environment';
export type { EnvironmentHosts } from './environment';
export { newIdempotencyKey } from './idempotency';
export * from './errors/index';
export type {
  CallArgs,
  CallControl,
  CallOptions,
  RetryOptions,
  EnvironmentName,
  Gateway,
  GatewayMethod,
  GatewayOptions,
  GatewayResponse,
  RequestOptions,
} from './types';
