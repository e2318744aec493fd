// A merchant turns phone-as-POS on (after the real-name certification) and off, and the status
// screen shows the server's new state; the host's notification calls follow the app version gates
// of docs/product.md §6 (status ≥ 319, settings > 331), and a host without the bridge says so.
import type { Page } from '@playwright/test';
import { deepLink, expect, sim, test } from '../support/sim';

const fact = (page: Page, label: string) => page.locator('.mh-fee-row', { hasText: label }).locator('dd');

for (const host of ['android', 'ios'] as const) {
  test(`turns phone-as-POS on and off in the ${host} host`, async ({ page, session }) => {
    const consoleText: string[] = [];
    page.on('console', (message) => consoleText.push(message.text()));
    await page.goto(deepLink('/phonePos/index', { host, session }));
    await expect(page.locator('.mh-fee-headline-value')).toHaveText('已关闭');

    await page.getByLabel('姓名').fill('张伟');
    await page.getByLabel('身份证号').fill('31010119880307123');
    await page.getByRole('button', { name: '认证并开启' }).click();
    await expect(page.getByText('请输入 18 位身份证号')).toBeVisible();
    await expect(page.getByLabel('姓名')).toHaveValue('张伟');
    await page.getByLabel('身份证号').fill('310101198803071234');
    await page.getByRole('button', { name: '认证并开启' }).click();

    await expect(page).toHaveURL(/\/h5\/phonePos\/status/);
    await expect(page.getByRole('heading', { name: '手机 POS 已开启' })).toBeVisible();
    await expect(fact(page, '实名认证')).toHaveText('已认证');
    await expect(fact(page, '收款通知')).toHaveText('已开启');
    // The ID number went to the gateway only: not into the address, storage or console.
    expect(page.url()).not.toContain('310101198803071234');
    const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
    expect(stored).not.toContain('310101198803071234');
    expect(consoleText.join('\n')).not.toContain('310101198803071234');

    await page.getByRole('link', { name: '关闭手机 POS ›' }).click();
    await expect(page.locator('.mh-fee-headline-value')).toHaveText('已开启');
    await page.getByRole('button', { name: '关闭手机 POS' }).click();
    await expect(page.getByRole('heading', { name: '手机 POS 已关闭' })).toBeVisible();
    await page.getByRole('link', { name: '去开启手机 POS ›' }).click();
    await page.getByRole('button', { name: '开启手机 POS' }).click();
    await expect(page.getByRole('heading', { name: '手机 POS 已开启' })).toBeVisible();

    const calls = (await sim.bridge(session)).filter((e) => e.kind === 'call');
    expect(calls.some((c) => c.functionName === 'getNotificationStatus')).toBe(true);
  });
}

test('an app older than the gates gets a clear line instead of the notification calls', async ({
  page,
  session,
}) => {
  await page.goto(deepLink('/phonePos/status', { host: 'android', version: 318, session }));
  await expect(page.getByRole('heading', { name: '手机 POS 已关闭' })).toBeVisible();
  await expect(fact(page, '收款通知')).toHaveText('当前 App 版本过低，无法查询通知状态，请升级 App');
  await page.getByRole('button', { name: '通知设置' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '当前 App 版本不支持直接打开通知设置，请在手机“设置”中开启通知',
  );
  const calls = (await sim.bridge(session)).filter((e) => e.kind === 'call').map((c) => c.functionName);
  expect(calls).not.toContain('getNotificationStatus');
  expect(calls).not.toContain('openNotificationSettings');
});

test('at version 331 the status is asked but the settings stay gated', async ({ page, session }) => {
  await page.goto(deepLink('/phonePos/status', { host: 'ios', version: 331, session }));
  await expect(fact(page, '收款通知')).toHaveText('已开启');
  await page.getByRole('button', { name: '通知设置' }).click();
  await expect(page.getByRole('alert')).toContainText('不支持直接打开通知设置');
});

for (const host of ['officialaccount', 'miniprogram'] as const) {
  test(`without the host app bridge (${host}) the status says where to turn notifications on`, async ({
    page,
    session,
  }) => {
    await page.goto(deepLink('/phonePos/status', { host, session }));
    await expect(fact(page, '收款通知')).toHaveText('请在商户 App 内开启收款通知');
    await expect(page.getByRole('button', { name: /通知/ })).toHaveCount(0);
  });
}
