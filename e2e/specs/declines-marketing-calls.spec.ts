// A merchant turns marketing calls off (营销电话免打扰): the server keeps it, so a reload (or another
// visit) finds it on; turned back on, the same. In the POS app and the official-account page.
import { deepLink, expect, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['pos', 'officialaccount'];

for (const host of HOSTS) {
  test(`declines marketing calls and finds it kept, in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/avoidTelemarketing/index', { host, session }));
    const state = page.getByTestId('telemarketing-state');
    await expect(state).toHaveText('未开启');
    await page.getByRole('button', { name: '开启免打扰' }).click();
    await expect(state).toHaveText('已开启');
    await expect(page.getByText('我们不再通过电话向您推荐产品和活动。')).toBeVisible();

    await page.reload();
    await expect(state).toHaveText('已开启');
    await page.getByRole('button', { name: '关闭免打扰' }).click();
    await expect(state).toHaveText('未开启');
    await expect(page.getByRole('button', { name: '开启免打扰' })).toBeEnabled();
  });
}
