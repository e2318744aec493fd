// A merchant applies for a card machine: type, address from the area list (the business address and
// the contact on file filled in first, both changed here), a contact whose bad mobile number is told
// beside the field (nothing lost); a double tap applies once; the progress shows as a timeline the
// simulator moves on; urging works once (the second tap's answer said under the button); the
// received terminal shows on the next screen.
import { fillOrder } from '../support/devices';
import { deepLink, expect, sim, test } from '../support/sim';

interface StateSummary {
  devices: number;
  deviceApplications: Array<{ id: string; kind: string; status: string; urgeCount: number }>;
}

for (const host of ['android', 'ios'] as const) {
  test(`applies for a card machine and follows it to the terminal list (${host})`, async ({
    page,
    session,
  }) => {
    test.setTimeout(60_000);
    const before = await sim.control<StateSummary>('state', undefined, session);
    await page.goto(deepLink('/help/applyInstallPage', { host, session }));
    // The business address on file comes filled in; the merchant installs elsewhere this time.
    await expect(page.getByRole('textbox', { name: '详细地址' })).toHaveValue('南京东路 100 号');
    await expect(page.getByRole('combobox', { name: '区县' })).toHaveValue('310101');
    // So does the contact on file, masked; this time the merchant gives another.
    await expect(page.getByRole('region', { name: '登记的联系人' })).toContainText('手机号：138****8000');

    await fillOrder(page, /电签 POS/, '1380013800');
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('请输入 1 开头的 11 位手机号')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '详细地址' })).toHaveValue('科技园南路 8 号');
    await expect(page.getByText(/由上海星链服务商上门安装/)).toBeVisible();

    await page.getByRole('textbox', { name: '手机号' }).fill('13800138000');
    await page.getByRole('button', { name: '提交申请' }).dblclick();
    await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
    const after = await sim.control<StateSummary>('state', undefined, session);
    const mine = after.deviceApplications.filter(
      (a) => !before.deviceApplications.some((b) => b.id === a.id),
    );
    expect(mine).toHaveLength(1);
    const id = mine[0]!.id;
    await expect(page.getByText(`申请单号 ${id}`, { exact: false })).toBeVisible();

    await page.getByRole('button', { name: '查看申请进度' }).click();
    const timeline = page.getByRole('list', { name: '申请进度' });
    await expect(timeline.locator('[aria-current="step"]')).toContainText('已提交');
    await expect(page.getByText('138****8000')).toBeVisible();

    await page.getByRole('button', { name: '催一下' }).click();
    await expect(page.locator('#urge-answer')).toHaveText('已催单，服务商将尽快处理');
    await expect(timeline).toContainText('已催单（第 1 次）');
    await page.getByRole('button', { name: '催一下' }).click();
    await expect(page.locator('#urge-answer')).toHaveText('今日已催单，请耐心等待');
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);

    // The service provider approves, ships and delivers; the screen follows on its own.
    for (let step = 0; step < 3; step++) await sim.control('device-applications/advance', { id }, session);
    await expect(timeline.getByRole('listitem').last()).toHaveAttribute('data-state', 'done');
    await page.getByRole('link', { name: '查看我的机具' }).click();

    const terminals = page.getByRole('region', { name: '我的机具' }).getByRole('listitem');
    await expect(terminals).toHaveCount(before.devices + 1);
    await expect(terminals.first()).toContainText('电签 POS');
    await expect(terminals.first()).toContainText('正常');
    expect((await sim.control<StateSummary>('state', undefined, session)).devices).toBe(before.devices + 1);
  });
}
