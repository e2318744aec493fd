// Public names of the header strategies; the SDK barrel re-exports them.
export { hostAppHeaders } from './host-app';
export { miniProgramHeaders } from './mini-program';
export { officialAccountHeaders } from './official-account';
export { canaryHeaders } from './canary';
export { sealToken } from './seal-token';
export type { AccessContext, DeviceInfo, HeaderStrategy, MiniProgramQuery } from './types';
