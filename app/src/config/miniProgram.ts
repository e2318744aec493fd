// The mini program's own pages the H5 hands the merchant to. A mini program's web-view cannot pay:
// the order goes to the mini program's pay page by its number, and the mini program brings the
// web-view back to the H5's result route, which asks the server how the order stands.

/** The mini-program page that pays an order by its number (the simulator plays it). */
export const MINI_PROGRAM_PAY_PAGE = '/pages/pay/index';

/**
 * The pay page's address for an order: its number only. No token and no amount: the mini program
 * asks its server for the order by its number, so nothing here can change what is charged.
 *
 * @example miniProgramPayUrl('SF202611290001') // '/pages/pay/index?orderNo=SF202611290001'
 */
export function miniProgramPayUrl(orderNo: string): string {
  return `${MINI_PROGRAM_PAY_PAGE}?orderNo=${encodeURIComponent(orderNo)}`;
}

/** The mini program's own home page: where /zEraAGeneraMiniProgramWeb/openMiniProgram takes the merchant. */
export const MINI_PROGRAM_HOME_PAGE = '/pages/index/index';
