// A merchant opens the task centre, follows 今日签到's 去完成 to the points home and signs in, comes
// back — the task centre reads again and the task waits with 领取 — and claims it: a double tap claims
// once, the reward says where it went (one more draw in the March gift) and leads there, where the
// draw is. The task is then under 已完成 and in the reward list. In the Android and the iOS app.
import { deepLink, expect, sim, test, type HostKind } from '../support/sim';

interface Activities {
  activities: Array<{ activityId: string; drawsLeft: number }>;
}
const marchGiftDraws = async (session: string) =>
  (await sim.control<Activities>('activities', undefined, session)).activities.find(
    (a) => a.activityId === 'A1011',
  )!.drawsLeft;

for (const host of ['android', 'ios'] as const satisfies readonly HostKind[]) {
  test(`signs in for a task and claims its draw once, in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/taskCenter/index', { host, session }));
    const task = page.locator('[data-task="K005"]');
    await expect(task).toContainText('今日签到');
    await expect(task.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0/1');
    const waiting = await page.getByTestId('tasks-waiting').innerText();

    await task.getByRole('link', { name: '去完成 今日签到' }).click();
    await expect(page).toHaveURL(/\/integralManage\/Home/);
    await page.getByRole('button', { name: '签到领 10 积分' }).click();
    await expect(page.getByTestId('sign-in').getByRole('status')).toContainText('签到成功');

    await page.goBack();
    await expect(page).toHaveURL(/\/taskCenter\/index/);
    await expect(task.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1/1');
    await expect(page.getByTestId('tasks-waiting')).toHaveText(String(Number(waiting) + 1));
    const before = await marchGiftDraws(session);

    await task.getByRole('button', { name: '领取 今日签到' }).dblclick();
    const notice = page.getByTestId('task-claimed');
    await expect(notice).toContainText('已领取「今日签到」：三月好礼 +1 次抽奖机会，已存入三月好礼');
    await expect(task).toContainText('已完成');
    const claims = (await sim.logs<{ endpoint?: string }>(session, 'http')).filter(
      (e) => e.detail.endpoint === 'appTaskCenterReward',
    );
    expect(claims, 'a double tap claims once').toHaveLength(1);
    expect(await marchGiftDraws(session)).toBe(before + 1);

    await notice.getByRole('link', { name: '去三月好礼抽奖' }).click();
    await expect(page).toHaveURL(/\/MarchGift\/MarchGift/);
    await expect(page.getByTestId('remaining-draws')).toHaveText(String(before + 1));

    await page.goBack();
    await page.getByRole('button', { name: '已完成', exact: true }).click();
    await expect(page.locator('[data-task="K005"]')).toContainText('已完成');
    await page.getByRole('link', { name: '奖励记录' }).click();
    await expect(page).toHaveURL(/\/TaskCenterReward/);
    const rewards = page.getByRole('list', { name: '奖励记录' }).getByRole('listitem');
    await expect(rewards.first()).toContainText('三月好礼 +1 次抽奖机会');
    await expect(rewards.first()).toContainText('已存入三月好礼');
    await page.goBack();
    await page.getByRole('link', { name: '已完成的任务' }).click();
    await expect(page.getByRole('list', { name: '已完成的任务' })).toContainText('今日签到');
  });
}
