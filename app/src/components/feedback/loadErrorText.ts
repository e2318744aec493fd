// The load-error page's words (docs/product.md §2/§8), shared by the React page and the one start-up
// draws without React (app/startup/startFailure.ts).
export const LOAD_ERROR_TEXT = {
  title: '页面加载失败',
  description: '网络不稳定或版本已更新，请重试',
  retry: '重试',
  retrying: '加载中…',
} as const;
