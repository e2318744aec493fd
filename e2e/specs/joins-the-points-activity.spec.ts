// A merchant takes part in the points activity (积分狂欢周): a double tap takes part once, the 20
// points land in the balance and the bill once, and the next visit says 已参与 with nothing to tap.
import { deepLink, expect, sim, test, type HostKind } from '../support/sim';

interface PointsSummary {
  points: { balance: number; billEntries: number };
}
interface HttpDetail {
  endpoint?: string;
  idempotency?: string;
}

const summary = (session: string) => sim.control<PointsSummary>('state', undefined, session);

for (const [host, scenario] of [
  ['android', 'certified'],
  ['miniprogram', 'new-merchant'],
] as const satisfies ReadonlyArray<readonly [HostKind, string]>) {
  test(`joins the points activity once in the ${host} host`, async ({ page, session }) => {
    await sim.control('scenario', { scenario }, session, 'PUT');
    const before = (await summary(session)).points;
    await page.goto(deepLink('/pointsMall/activity', { host, session }));
    await expect(page.getByRole('heading', { name: '积分狂欢周' })).toBeVisible();
    await expect(page.getByTestId('activity-points')).toHaveText('20积分');
    await expect(page.getByText('进行中')).toBeVisible();
    await expect(page.getByText('活动期间每位商户可参与一次', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: '立即参与' }).dblclick();
    const balance = (before.balance + 20).toLocaleString('en-US');
    await expect(page.getByText(`参与成功，已获得 20 积分，当前积分 ${balance}`)).toBeVisible();
    await expect(page.getByRole('button', { name: '立即参与' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '查看积分明细' })).toBeVisible();

    const after = (await summary(session)).points;
    expect(after).toMatchObject({ balance: before.balance + 20, billEntries: before.billEntries + 1 });
    const attends = (await sim.logs<HttpDetail>(session, 'http'))
      .map((e) => e.detail)
      .filter((d) => d.endpoint === 'integralAttend');
    // One attendance sent with its key (a second tap sends nothing, or is answered the first reply).
    expect(attends.filter((d) => d.idempotency === 'new')).toHaveLength(1);
    expect(attends.every((d) => d.idempotency === 'new' || d.idempotency === 'replay')).toBe(true);

    // The next visit: 已参与, nothing to tap, the points already received.
    await page.reload();
    await expect(
      page.getByText(/^已参与（\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}），20 积分已到账$/),
    ).toBeVisible();
    await expect(page.getByText('已获得')).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    expect((await summary(session)).points.balance).toBe(before.balance + 20);
  });
}
