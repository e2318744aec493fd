import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { memberInfo, nonMember } from '../testing/fixtures';
import { MemberHomeView } from './MemberHomeView';

const server = envelopeServerPerTest();

const tasks = (
  list: { taskId: string; title: string; progress: number; target: number; reward: string }[],
) => ({
  data: { vipStatus: '1' as const, list },
});

describe('MemberHomeView', () => {
  it("leads with a member's expiry and the month's saving, then the privileges and tasks", async () => {
    server.on('memberBaseInfo', () => ({ data: memberInfo() }));
    server.on('memberBaseCycleTasks', () =>
      tasks([{ taskId: 'M01', title: '本月刷卡 30 笔', progress: 12, target: 30, reward: '200 积分' }]),
    );
    const { container } = renderWithStore(<MemberHomeView />, { baseUrl: server.baseUrl });
    expect((await screen.findByTestId('member-state')).textContent).toBe('会员有效期至 2027-10-20');
    await screen.findByRole('progressbar', { name: '本月刷卡 30 笔' });
    await expectNoA11yViolations(container);
    expect(screen.getByTestId('member-saved').textContent).toContain('¥1,234.50');
    expect(screen.queryByTestId('member-buy-hint')).toBeNull();

    const grid = screen.getByRole('list', { name: '会员权益' });
    const link = (name: RegExp) => within(grid).getByRole('link', { name }).getAttribute('href');
    expect(link(/费率减免/)).toBe('/members/explain/reduceFeePage');
    expect(link(/免费换机/)).toBe('/members/FreeReplacement');
    expect(link(/生日礼/)).toBe('/members/explain/explainBirthDayPage');
    expect(link(/月度专享礼包/)).toBe('/members/explain/ExplainCommonPage/monthlyPackage/1');
    expect(within(grid).getByRole('link', { name: /免费换机/ }).textContent).toContain('剩余 1 次免费换机');
    expect(screen.getByText('12 / 30')).toBeTruthy();
    expect(screen.getByRole('link', { name: '会员规则' }).getAttribute('href')).toBe('/members/MembersRule');
    expect(screen.getByRole('link', { name: '常见问题' }).getAttribute('href')).toBe('/members/MembersFaq');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: '立即续费' }).getAttribute('href')).toBe('/paid/members');
  });

  it('tells a non-member 未开通 and how to become one, with 立即开通 and no tasks', async () => {
    server.on('memberBaseInfo', () => ({ data: nonMember }));
    server.on('memberBaseCycleTasks', () => tasks([]));
    const { container } = renderWithStore(<MemberHomeView />, { baseUrl: server.baseUrl });
    expect((await screen.findByTestId('member-state')).textContent).toBe('未开通付费会员');
    await expectNoA11yViolations(container);
    expect(screen.getByTestId('member-buy-hint').textContent).toContain('开通后即享');
    expect(screen.queryByTestId('member-saved')).toBeNull();
    expect(
      within(screen.getByRole('list', { name: '会员权益' }))
        .getByRole('link', { name: /月度专享礼包/ })
        .getAttribute('href'),
    ).toBe('/members/explain/ExplainCommonPage/monthlyPackage/0');
    await waitFor(() => expect(screen.queryByRole('heading', { name: '本期会员任务' })).toBeNull());
    expect(screen.getByRole('link', { name: '立即开通' }).getAttribute('href')).toBe('/paid/members');
    expect(screen.queryByRole('link', { name: '立即续费' })).toBeNull();
  });

  it('says when a lapsed membership ended', async () => {
    server.on('memberBaseInfo', () => ({
      data: memberInfo({
        memberState: 'lapsed',
        vipStatus: '0',
        vipStatusName: '已过期',
        expireDate: '20261101',
        buyHint: '会员 99 元/年。续费后从续费当天起算，权益随即恢复。',
      }),
    }));
    server.on('memberBaseCycleTasks', () => tasks([]));
    renderWithStore(<MemberHomeView />, { baseUrl: server.baseUrl });
    expect((await screen.findByTestId('member-state')).textContent).toBe('会员已于 2026-11-01 到期');
    expect(screen.getByTestId('member-buy-hint').textContent).toContain('续费');
    expect(screen.getByRole('link', { name: '立即续费' }).getAttribute('href')).toBe('/paid/members');
  });

  it('offers 重试 when the membership fails to load, and shows it once it loads', async () => {
    let fail = true;
    server.on('memberBaseInfo', () => (fail ? { status: 500 } : { data: memberInfo() }));
    server.on('memberBaseCycleTasks', () => tasks([]));
    const { container } = renderWithStore(<MemberHomeView />, { baseUrl: server.baseUrl });
    expect((await screen.findByRole('alert')).textContent).toContain('错误码 500');
    await expectNoA11yViolations(container);
    fail = false;
    screen.getByRole('button', { name: '重试' }).click();
    expect((await screen.findByTestId('member-state')).textContent).toBe('会员有效期至 2027-10-20');
  });
});
