// What the points-mall journeys do and check: 兑换 and the confirmation sheet it opens (what will be
// spent, what remains); in the simulator after an action, the balance, the bill's length and the
// newest orders (GET /__sim/state), and the exchanges the gateway received.
import type { Locator, Page } from '@playwright/test';
import { expect, sim } from './sim';

export interface PointsSummary {
  points: { balance: number; billEntries: number };
  member: { vipStatus: string };
  orders: {
    integral: number;
    latestIntegral: Array<{ orderNo: string; commodityName: string; points: number; statusName: string }>;
  };
}

/** @example expect((await pointsSummary(session)).points.balance).toBe(5380) */
export function pointsSummary(session: string): Promise<PointsSummary> {
  return sim.control<PointsSummary>('state', undefined, session);
}

/**
 * The integralExchange calls the gateway logged, with how their idempotency key was met ('new': it
 * ran; 'replay': the first answer sent again).
 */
export async function exchangeCalls(session: string): Promise<Array<{ idempotency?: string }>> {
  return (await sim.logs<{ endpoint?: string; idempotency?: string }>(session, 'http'))
    .map((e) => e.detail)
    .filter((d) => d.endpoint === 'integralExchange');
}

/** What the confirmation sheet says will be spent: the good ×count, the points, what remains. */
export interface ExchangeSheet {
  goods: string | RegExp;
  points: string;
  remaining: string;
  /** A physical good's delivery: '寄至 王五 138****5678'. */
  address?: string;
}

/**
 * Taps 兑换 on the exchange screen and checks the sheet it opens shows what will be spent; returns
 * the sheet, whose 确认兑换 sends the exchange.
 * @example await (await openExchangeSheet(page, { goods: '免费提现券 ×1', points: '300', remaining: '5,380' })).getByRole('button', { name: '确认兑换' }).click()
 */
export async function openExchangeSheet(page: Page, shows: ExchangeSheet): Promise<Locator> {
  await page.getByRole('button', { name: '兑换', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '确认兑换' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('confirm-goods')).toHaveText(shows.goods);
  await expect(sheet.getByTestId('confirm-points')).toHaveText(shows.points);
  await expect(sheet.getByTestId('confirm-remaining')).toHaveText(shows.remaining);
  if (shows.address) await expect(sheet.getByTestId('confirm-address')).toHaveText(shows.address);
  return sheet;
}

/**
 * The mall's goods. A tap on one may land as the virtualizer takes the list over from its first rows
 * (components/ListScreen/ListRows.tsx keeps the rows' elements, so the tap still counts): the journeys
 * tap at once, as a merchant does.
 */
export function mallGoods(page: Page): Locator {
  return page.getByRole('list', { name: '积分商品' });
}
