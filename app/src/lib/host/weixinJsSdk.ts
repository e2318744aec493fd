// WeChat's official JS-SDK, in a chunk of its own named for it: only lib/host/wechat.ts imports this
// module, and only dynamically.
export { default } from 'weixin-js-sdk';
