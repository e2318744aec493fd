export { detectClient } from './detect';
export type { ClientEnvironment, ClientAccessContext, WeChatWindow } from './detect';
export { isMiniProgram } from './mini-program';
export { CHANNELS, channelForSource } from './channels';
export type { ChannelCode } from './channels';
export type { ClientOs } from './os';
