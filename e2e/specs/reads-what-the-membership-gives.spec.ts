// A paying member opens the member home: the expiry date and the month's saving lead; a privilege
// (免费换机) opens its explanation with the replacements left, and the FAQ opens an answer in place.
// A merchant who never opened the membership is told 未开通 and how to become a member, with the way
// to buying it (立即开通 → /paid/members). From a right's explanation, a member claims the monthly package once (a double tap sends one claim; the server then
// says it was claimed this month) and finds it in 我的卡券. In the iOS app and the official-account page.
import { deepLink, expect, test, type HostKind } from '../support/sim';

const HOSTS: readonly HostKind[] = ['ios', 'officialaccount'];

for (const host of HOSTS) {
  test(`a member reads what the membership gives, in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/members/index', { host, session, scenario: 'paid-member' }));
    await expect(page.getByTestId('member-state')).toHaveText(/^会员有效期至 \d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId('member-saved')).toContainText(/本月费率减免已为您节省 ¥[\d,]+\.\d{2}/);
    await expect(page.getByRole('progressbar', { name: '本月刷卡 30 笔' })).toBeVisible();
    await expect(page.getByRole('link', { name: '立即续费' })).toHaveAttribute('href', '/h5/paid/members');

    await page
      .getByRole('list', { name: '会员权益' })
      .getByRole('link', { name: /免费换机/ })
      .click();
    await expect(page).toHaveURL(/\/members\/FreeReplacement/);
    await expect(page.getByRole('heading', { name: '免费换机', level: 1 })).toBeVisible();
    await expect(page.getByTestId('privilege-now')).toHaveText(/^剩余 [01] 次免费换机$/);
    await expect(page.getByText('每个会员年度 1 次，未用完不累计。')).toBeVisible();

    await page.getByRole('link', { name: '返回会员首页' }).click();
    await page.getByRole('link', { name: '常见问题' }).click();
    await expect(page).toHaveURL(/\/members\/MembersFaq/);
    const answer = page.getByText('过期后权益停止，未用完的次数作废；续费后重新按年度计算。');
    await expect(answer).toBeHidden();
    await page.getByText('会员过期后权益还能用吗？').click();
    await expect(answer).toBeVisible();
  });

  test(`a merchant who is not a member is told 未开通, in the ${host} host`, async ({ page, session }) => {
    await page.goto(deepLink('/members/index', { host, session }));
    await expect(page.getByTestId('member-state')).toHaveText('未开通付费会员');
    await expect(page.getByTestId('member-buy-hint')).toContainText('会员 99 元/年');
    await expect(page.getByRole('link', { name: '立即开通' })).toHaveAttribute('href', '/h5/paid/members');
    await expect(page.getByRole('link', { name: '立即续费' })).toHaveCount(0);

    await page
      .getByRole('list', { name: '会员权益' })
      .getByRole('link', { name: /月度专享礼包/ })
      .click();
    await expect(page).toHaveURL(/\/members\/explain\/ExplainCommonPage\/monthlyPackage\/0/);
    await expect(page.getByTestId('privilege-now')).toHaveText('开通会员后可享：每月领取专享礼包');
    await page.getByRole('link', { name: '查看领取条件' }).click();
    await expect(page).toHaveURL(/\/members\/MonExclusivePackage/);
    await expect(page.getByRole('heading', { name: '开通会员后可领取' })).toBeVisible();
    await expect(page.getByText('月度专享礼包 × 1')).toBeVisible();
    await expect(page.getByText(/会员 99 元\/年/)).toBeVisible();
    await expect(page.getByRole('button', { name: '领取' })).toHaveCount(0);
  });

  test(`a member claims the monthly package once and finds it in 我的卡券, in the ${host} host`, async ({
    page,
    session,
  }) => {
    const claims: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('payMember/rightReceive')) claims.push(r.url());
    });
    await page.goto(deepLink('/members/index', { host, session, scenario: 'paid-member' }));
    await page
      .getByRole('list', { name: '会员权益' })
      .getByRole('link', { name: /月度专享礼包/ })
      .click();
    await expect(page).toHaveURL(/\/members\/explain\/ExplainCommonPage\/monthlyPackage\/1/);
    await page.getByRole('link', { name: '去领取' }).click();
    await expect(page).toHaveURL(/\/members\/MonExclusivePackage/);
    await expect(page.getByText('领取周期：每月 1 次')).toBeVisible();
    const claim = page.getByRole('button', { name: '领取' });
    await claim.dblclick();
    await expect(page.getByTestId('right-received')).toContainText('已领取「月度专享礼包」');
    await expect(page.getByText(/^已于 .+ 领取$/)).toBeVisible();
    await expect(page.getByText(/^本月已领取，下个周期 \d{4}-\d{2}-01 起可领取$/)).toBeVisible();
    await expect(page.getByRole('button', { name: '领取' })).toHaveCount(0);
    expect(claims).toHaveLength(1);

    await page.getByRole('link', { name: '查看我的卡券' }).click();
    await expect(page).toHaveURL(/\/private\/coupon/);
    await expect(page.getByText('来源：会员权益：月度专享礼包')).toBeVisible();
  });
}
