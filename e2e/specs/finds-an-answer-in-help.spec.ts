// A merchant finds an answer in the help centre: the question groups, a group's questions, an
// answer (server HTML sanitised: the simulator's hostile answer Q07 carries a <script>, an onerror
// and a javascript: link, and none of them runs), a search across groups (an empty one named),
// and a person to ask — the host app's customer-service page over the bridge, or the service
// phone where there is no host app. /help/Speed shows the merchant's recoveries.
import { deepLink, expect, sim, test } from '../support/sim';

const xss = () => (window as { __helpXss?: number }).__helpXss ?? null;

for (const host of ['android', 'ios', 'miniprogram'] as const) {
  test(`finds an answer in help in the ${host} host`, async ({ page, session }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(deepLink('/help/index', { host, session }));
    const groups = page.getByRole('navigation', { name: '问题分类' }).getByRole('link');
    await expect(groups).toHaveCount(3);
    await groups.filter({ hasText: '结算提现' }).click();

    await expect(page.getByRole('heading', { name: '结算提现' })).toBeVisible();
    const questions = page.getByRole('list', { name: '结算提现问题' }).getByRole('link');
    await expect(questions).toHaveText(['提现多久到账？', '结算卡可以更换吗？']);
    await questions.filter({ hasText: '结算卡可以更换吗？' }).click();

    const answer = page.locator('.mh-help-answer-body');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('结算卡可以更换吗？');
    await expect(answer).toContainText('可以，在“结算卡”中提交新卡即可。');
    await expect(answer.locator('script, [onerror]')).toHaveCount(0);
    await expect(answer.getByText('查看说明')).not.toHaveAttribute('href', /javascript:/);
    await answer.getByText('查看说明').click();
    expect(await page.evaluate(xss), 'nothing of the answer ran').toBeNull();
    expect(dialogs).toEqual([]);

    // A person to ask: the host app's page, or the phone where there is none.
    if (host === 'miniprogram') {
      await expect(page.getByText('当前环境暂不支持在线客服，请拨打客服电话。')).toBeVisible();
      await expect(page.getByRole('button', { name: '联系在线客服' })).toHaveCount(0);
    } else {
      await page.getByRole('button', { name: '联系在线客服' }).click();
      await expect
        .poll(async () =>
          (await sim.bridge(session))
            .filter((e) => e.functionName === 'openNativePage')
            .map((e) => `${e.direction} ${e.kind}`),
        )
        .toEqual(['web→native call', 'native→web reply']);
    }
    await expect(page.getByRole('link', { name: '客服电话 95016' })).toHaveAttribute('href', 'tel:95016');

    // Search across every group, from the help centre; an empty result names what was looked for.
    await page.goto(deepLink('/help/index', { host, session }));
    const box = page.getByRole('searchbox', { name: '搜索问题' });
    await box.fill('到账');
    await box.press('Enter');
    const results = page.getByRole('list', { name: '“到账”的搜索结果' }).getByRole('link');
    await expect(results).toContainText(['交易成功但未到账怎么办？', '提现多久到账？']);
    await results.filter({ hasText: '提现多久到账？' }).click();
    await expect(page.locator('.mh-help-answer-body')).toContainText('T+1');
    await page.goBack();
    await expect(box).toHaveValue('到账');
    await box.fill('打印机卡纸');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page.getByText('没有找到与“打印机卡纸”相关的问题')).toBeVisible();
    expect(await page.evaluate(xss)).toBeNull();
  });
}

for (const host of ['android', 'officialaccount'] as const) {
  test(`sees the progress of the recoveries (/help/Speed) in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/help/Speed', { host, session }));
    const back = page.getByRole('list', { name: '已找回' }).getByRole('link');
    await expect(back).toHaveCount(1);
    await expect(page.getByRole('list', { name: '处理中' })).toHaveCount(0);
    await back.click();
    await expect(page.getByRole('list', { name: '找回进度' }).getByRole('listitem')).toHaveText([
      /^已提交找回申请（已完成）/,
      /^资金已找回（已完成）/,
    ]);
  });
}
