import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import MemberRightScreen from '../screens/MemberRightScreen';
import { memberInfo, memberRights, nonMember } from '../testing/fixtures';

const server = envelopeServerPerTest();
const calls = (endpoint: string) => server.requests.filter((r) => r.endpoint === endpoint);

const render = (path = '/members/MonExclusivePackage', pattern: string = paths.members.monExclusivePackage) =>
  renderWithStore(<MemberRightScreen />, { baseUrl: server.baseUrl, path, pattern });

describe('MemberRightView', () => {
  it('shows the route’s right: contents, cycle, state, and the other rights', async () => {
    server.on('memberBaseInfo', () => ({ data: memberInfo() }));
    server.on('payMemberCouponRights', () => ({ data: memberRights() }));
    const { container } = render('/members/EightFoldVoucher', paths.members.eightFoldVoucher);
    expect(await screen.findByRole('heading', { name: '八折券', level: 1 })).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getByText('领取周期：每个会员年度 1 次')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '本周期可领取' })).toBeTruthy();
    expect(screen.getByText('本周期至 2027-10-20 前可领取 1 次')).toBeTruthy();
    expect(screen.getByRole('link', { name: '月度专享礼包（每月 1 次）' }).getAttribute('href')).toBe(
      '/members/MonExclusivePackage',
    );
  });

  it('claims once on a double tap, with one key, and says where the coupons went', async () => {
    let claimed = false;
    server.on('memberBaseInfo', () => ({ data: memberInfo() }));
    server.on('payMemberCouponRights', () => ({
      data: memberRights(
        claimed
          ? {
              state: 'claimed',
              claimedAt: '2026-11-29 10:00:00',
              reason: '本月已领取，下个周期 2026-12-01 起可领取',
            }
          : {},
      ),
    }));
    server.on('payMemberRightReceive', () => {
      claimed = true;
      return {
        data: {
          rightId: 'monthlyPackage',
          name: '月度专享礼包',
          items: memberRights().list[0]!.items,
          walletIds: ['WM1'],
          claimedAt: '2026-11-29 10:00:00',
          nextCycleStart: '20261201',
        },
      };
    });
    render();
    const button = await screen.findByRole('button', { name: '领取' });
    server.hold();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    act(() => server.release());
    const notice = await screen.findByTestId('right-received');
    expect(notice.textContent).toContain('已领取「月度专享礼包」，1 张券已放入我的卡券');
    expect(within(notice).getByRole('link', { name: '查看我的卡券' }).getAttribute('href')).toBe(
      '/private/coupon',
    );
    expect(calls('payMemberRightReceive')).toHaveLength(1);
    expect(calls('payMemberRightReceive')[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('已于 2026-11-29 10:00:00 领取')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '领取' })).toBeNull();
  });

  it('says a refusal in place and reads the rights again', async () => {
    server.on('memberBaseInfo', () => ({ data: memberInfo() }));
    server.on('payMemberCouponRights', () => ({ data: memberRights() }));
    server.on('payMemberRightReceive', () => ({
      code: '3007',
      msg: '本月已领取，下个周期 2026-12-01 起可领取',
    }));
    render();
    const reads = calls('payMemberCouponRights').length;
    fireEvent.click(await screen.findByRole('button', { name: '领取' }));
    expect((await screen.findByRole('alert')).textContent).toBe('本月已领取，下个周期 2026-12-01 起可领取');
    await waitFor(() => expect(calls('payMemberCouponRights').length).toBeGreaterThan(reads));
  });

  it('shows a non-member what membership would give and the server’s hint, with no button', async () => {
    server.on('memberBaseInfo', () => ({ data: nonMember }));
    server.on('payMemberCouponRights', () => {
      const list = memberRights().list.map((r) => ({
        ...r,
        state: 'notMember' as const,
        reason: '开通付费会员后可领取',
        cycleStart: null,
        nextCycleStart: null,
      }));
      return { data: { list, vipStatus: '0' as const, memberState: 'none' as const, today: '20261129' } };
    });
    const { container } = render('/members/MembersExclusivePackage', paths.members.membersExclusivePackage);
    expect(await screen.findByRole('heading', { name: '会员专享礼包', level: 1 })).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getByRole('heading', { name: '开通会员后可领取' })).toBeTruthy();
    expect(screen.getByText(/开通后即享/)).toBeTruthy();
    expect(screen.getByText('未开通付费会员')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '领取' })).toBeNull();
  });
});
