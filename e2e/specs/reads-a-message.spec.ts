// A merchant reads the message centre: the unread count, a message opened is read (back on the
// list the count is one less), 全部已读 takes it to 0 and is then disabled, a message the back office
// sends meanwhile appears when the list is pulled down, and its link to the points home opens it in
// the app. In the Android app and in the mini program's mirror (whose links stay in the mirror).
import { deepLink, expect, sim, test, type HostKind } from '../support/sim';
import { pullDown } from '../support/touch';

const HOSTS: ReadonlyArray<{ host: HostKind; prefix: string }> = [
  { host: 'android', prefix: '' },
  { host: 'miniprogram', prefix: '/zEraAGeneraMiniProgramWeb' },
];

for (const { host, prefix } of HOSTS) {
  test(`reads a message, marks all read and sees a new one after pulling down, in the ${host} host`, async ({
    page,
    session,
  }) => {
    await page.goto(deepLink(`${prefix}/message/index`, { host, session }));
    const total = page.getByTestId('message-unread-total');
    await expect(total).toContainText('未读 7 条');
    const list = page.getByRole('list', { name: '消息列表' });
    const unread = list.getByRole('listitem').filter({ hasText: '未读' });
    await expect(unread).toHaveCount(7);

    // Open the newest unread message: it shows, and is read.
    const first = unread.first();
    const title = (await first.locator('.mh-msg-row-title').innerText()).replace(/^未读\s*/, '').trim();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/h5${prefix}/message/detail/MSG\\d+`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.locator('[data-state="ready"] .mh-server-html')).toBeVisible();

    await page.goBack();
    await expect(total).toContainText('未读 6 条');
    await expect(unread).toHaveCount(6);

    // 全部已读: one tap, everything read, the button then disabled.
    const markAll = page.getByRole('button', { name: '全部已读' });
    await markAll.click();
    await expect(total).toContainText('未读 0 条');
    await expect(markAll).toBeDisabled();
    await expect(unread).toHaveCount(0);
    const marks = (await sim.logs<{ endpoint?: string }>(session, 'http')).filter(
      (e) => e.detail.endpoint === 'appMessageMarkRead',
    );
    expect(marks, 'one mark for the message opened, one for 全部已读').toHaveLength(2);

    // The back office sends a message; pulling the list down brings it, unread and counted.
    await sim.control('POST /messages', {
      session,
      body: {
        type: '03',
        title: '年终积分回馈',
        content: '<p>签到即可领取积分，<a href="/integralManage/Home">去积分首页</a>。</p>',
      },
    });
    await expect(list.getByText('年终积分回馈')).toHaveCount(0);
    // 全部已读's loading toast has gone (its mask takes the touches while it fades).
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    await pullDown(page, page.locator('[data-list-scroller]'));
    await expect(list.getByRole('listitem').first()).toContainText('年终积分回馈');
    await expect(total).toContainText('未读 1 条');
    await expect(markAll).toBeEnabled();

    // Its link to the points home opens the app's screen, not a page off the app.
    await list.getByRole('listitem').first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: '年终积分回馈', level: 1 })).toBeVisible();
    await page.evaluate(() => ((window as { stayedInApp?: boolean }).stayedInApp = true));
    await page.getByRole('link', { name: '去积分首页' }).click();
    await expect(page).toHaveURL(/\/h5\/integralManage\/Home/);
    await expect(page.locator('[data-screen="/integralManage/Home"]')).toBeVisible();
    expect(
      await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp),
      'the router opened it: the page was not loaded again',
    ).toBe(true);
  });
}
