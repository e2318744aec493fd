// User-facing texts of docs/product.md §8–9, to the character.
export const CONFIRM_TEXT = '确定';
export const CANCEL_TEXT = '取消';
export const LOADING_TEXT = '请稍后';
export const NETWORK_ERROR_TEXT = '网络连接异常,请检查网络设置！';
export const NETWORK_FALLBACK_TEXT = '请检查网络设置...';
/** Our own copy (docs/product.md gives none): shown when the network returns while the fallback shows. */
export const NETWORK_BACK_TEXT = '网络已恢复，请点击重新加载';
