// The mini program's pay page as the H5 and the simulator know it: the page path the H5 asks
// `wx.miniProgram.navigateTo` for (the app keeps the same constant in its config) and what the page
// may do with the order. Pure data.

/** The mini-program page that pays an order the H5 hands over by its number. */
export const MINI_PROGRAM_PAY_PAGE = '/pages/pay/index';

/** What the merchant does on the pay page. */
export const MINI_PROGRAM_PAY_OUTCOMES = ['paid', 'cancelled', 'failed'] as const;
export type MiniProgramPayOutcome = (typeof MINI_PROGRAM_PAY_OUTCOMES)[number];

/** QA's choice for a session: an outcome applied at once, or `ask` (the page waits for a button). */
export const MINI_PROGRAM_PAY_CHOICES = ['ask', ...MINI_PROGRAM_PAY_OUTCOMES] as const;
export type MiniProgramPayChoice = (typeof MINI_PROGRAM_PAY_CHOICES)[number];
