// A merchant fills in their information for the payment-terminal provider (触达商户资料): the form is
// prefilled from what the server has, a bad mobile is said beside the field and nothing typed is
// lost, the category is chosen through the shared MCC picker and the area through the area picker,
// a double tap saves once, and the next visit shows the saved values, which can be changed. The
// manual import adds a merchant by hand and lands on its record. In the Android app and the
// official account.
import { deepLink, expect, sim, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['android', 'officialaccount'];

const calls = async (session: string, endpoint: string) =>
  (await sim.logs<{ endpoint?: string }>(session, 'http')).filter((e) => e.detail.endpoint === endpoint);

for (const host of HOSTS) {
  test(`fills in the merchant information, saves it once and changes it, in the ${host} host`, async ({
    page,
    session,
  }) => {
    await page.goto(deepLink('/touch/index', { host, session }));
    // Prefilled: the merchant's name and category and the registered province.
    await expect(page.getByLabel('店铺名称')).toHaveValue('上海黄浦区幸福便利店');
    await expect(page.getByRole('button', { name: '经营类目' })).toHaveText('超市、便利店');

    await page.getByLabel('联系人').fill('王芳');
    await page.getByLabel('联系手机号').fill('2390000111');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.locator('#touch-phone-message')).toHaveText('手机号应为 1 开头的 11 位数字');
    await expect(page.locator('#touch-address-message')).toHaveText('请输入详细地址');
    await expect(page.getByLabel('联系人')).toHaveValue('王芳');
    expect(await calls(session, 'touchAdd')).toHaveLength(0);

    await page.getByLabel('联系手机号').fill('13900001111');
    await page.getByRole('button', { name: '经营类目' }).click();
    await page.getByLabel('搜索经营类目').fill('餐');
    await page.getByRole('list', { name: '经营类目' }).getByRole('button', { name: /^餐馆/ }).click();
    await expect(page.getByRole('button', { name: '经营类目' })).toHaveText('餐馆');
    await page.getByLabel('城市').selectOption('310100');
    await page.getByLabel('区县').selectOption('310101');
    await page.getByLabel('详细地址').fill('南京东路 100 号');
    await page.getByRole('button', { name: '保存' }).dblclick();

    await expect(page).toHaveURL(/\/touch\/index\/view\/TM/);
    await expect(page.getByText('商户资料已保存')).toBeVisible();
    const saved = page.getByRole('region', { name: '上海黄浦区幸福便利店' });
    await expect(saved).toContainText('餐馆');
    await expect(saved).toContainText('139****1111');
    await expect(saved).toContainText('南京东路 100 号');
    expect(await calls(session, 'touchAdd'), 'a double tap saves once').toHaveLength(1);

    // The next visit shows what was saved; 修改 opens the record to change it.
    await page.goto(deepLink('/touch/index', { host, session }));
    const again = page.getByRole('region', { name: '上海黄浦区幸福便利店' });
    await expect(again).toContainText('黄浦区');
    await again.getByRole('link', { name: '修改 上海黄浦区幸福便利店' }).click();
    await expect(page).toHaveURL(/\/touch\/index\/edit\/TM/);
    await expect(page.getByLabel('详细地址')).toHaveValue('南京东路 100 号');
    await page.getByLabel('详细地址').fill('南京东路 200 号');
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect(page).toHaveURL(/\/touch\/index\/view\/TM/);
    await expect(page.getByRole('region', { name: '上海黄浦区幸福便利店' })).toContainText('南京东路 200 号');
    expect(await calls(session, 'touchUpdate')).toHaveLength(1);
  });

  test(`adds a merchant by hand and lands on its record, in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/touch/nonAutoImport', { host, session }));
    await page.getByLabel('店铺名称').fill('街角面馆');
    await page.getByLabel('联系人').fill('李强');
    await page.getByLabel('联系手机号').fill('13900002222');
    await page.getByLabel('城市').selectOption('310100');
    await page.getByLabel('区县').selectOption('310101');
    await page.getByLabel('详细地址').fill('河南中路 8 号');
    await page.getByRole('button', { name: '添加商户' }).dblclick();
    await expect(page).toHaveURL(/\/touch\/index\/view\/TM/);
    await expect(page.getByRole('region', { name: '街角面馆' })).toContainText('手动添加');
    expect(await calls(session, 'touchNoAutoAdd'), 'a double tap adds once').toHaveLength(1);
  });
}
