// Public names of the header strategies; the SDK barrel re-exports them.
export { hostAppHeaders } from './hostApp';
export { miniProgramHeaders } from './miniProgram';
export { officialAccountHeaders } from './officialAccount';
export { canaryHeaders } from './canary';
export { sealToken } from './sealToken';
export type { AccessContext, DeviceInfo, HeaderStrategy, MiniProgramQuery } from './types';
