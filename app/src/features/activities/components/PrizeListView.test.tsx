import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Prize } from '@merchant-h5/sdk';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { activity, address, prize } from '../testing/fixtures';
import { PrizeListView } from './PrizeListView';

const server = envelopeServerPerTest();
const calls = (endpoint: string) => server.requests.filter((r) => r.endpoint === endpoint);

function renderPrizes(path = '/common/prize/list/A1001', pattern: string = paths.activities.commonPrizeList) {
  return renderWithStore(<PrizeListView />, { baseUrl: server.baseUrl, path, pattern });
}

const cup = prize({
  prizeId: 'PZ2',
  prizeName: '品牌保温杯',
  prizeType: '04',
  amount: 1,
  status: '2',
  statusName: '待领取',
  claimDeadline: '20261210',
});
const second = address({ addressId: 'AD0002', name: '李四', phone: '13912345678', detail: '人民大道 1 号' });

/** The prize list, where a claim turns the cup into 已领取 with its address. */
function serveClaims(refuse?: string) {
  let prizes: Prize[] = [prize(), cup];
  server.on('activityPrizeList', () => ({ data: { list: prizes, total: prizes.length } }));
  server.on('integralAddressList', () => ({ data: { list: [address(), second] } }));
  server.on('activityPrizeClaim', ({ body }) => {
    if (refuse) return { code: '5002', msg: refuse };
    const chosen = [address(), second].find((a) => a.addressId === body.addressId) ?? null;
    const claimed: Prize = { ...cup, status: '3', statusName: '已领取', address: chosen };
    prizes = [prize(), claimed];
    return { data: { prize: claimed } };
  });
}

describe('PrizeListView', () => {
  it('lists the prizes with kind, state and time; goods to claim show their deadline and 领取', async () => {
    serveClaims();
    const { container } = renderPrizes();
    await expectNoA11yViolations(container);
    const list = await screen.findByRole('list', { name: '我的奖品' });
    expect(calls('activityPrizeList')[0]?.body).toEqual({ activityId: 'A1001' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('积分 · 2026-11-20 10:00:00')).toBeTruthy();
    expect(within(items[0]!).getByText('已发放')).toBeTruthy();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByText('实物 · 2026-11-20 10:00:00')).toBeTruthy();
    expect(within(items[1]!).getByText('待领取')).toBeTruthy();
    expect(within(items[1]!).getByTestId('claim-deadline').textContent).toBe('请于 2026-12-10 前领取');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '领取 品牌保温杯' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await expectNoA11yViolations(container);
  });

  it('claims to the chosen address once however often 确认领取 is tapped; the row then says 已领取 and where', async () => {
    serveClaims();
    const { container } = renderPrizes('/common/prizeList', paths.activities.commonPrizeListAlt);
    const claim = await screen.findByRole('button', { name: '领取 品牌保温杯' });
    await waitFor(() => expect((claim as HTMLButtonElement).disabled).toBe(false));
    expect(calls('activityPrizeList')[0]?.body).toEqual({});
    fireEvent.click(claim);
    expect(claim.getAttribute('aria-expanded')).toBe('true');
    const choices = within(screen.getByRole('list', { name: '选择收货地址' }));
    expect(choices.getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual([
      '张三 138****8000上海市 黄浦区 南京东路 100 号',
      '李四 139****5678上海市 黄浦区 人民大道 1 号',
    ]);
    await expectNoA11yViolations(container);
    fireEvent.click(choices.getByRole('button', { name: '寄到 李四 139****5678' }));
    const sheet = within(screen.getByRole('dialog', { name: '领取奖品' }));
    expect(sheet.getByTestId('claim-prize').textContent).toBe('品牌保温杯');
    expect(sheet.getByTestId('claim-address').textContent).toBe(
      '李四 139****5678，上海市 黄浦区 人民大道 1 号',
    );
    await expectNoA11yViolations(container);
    const confirm = sheet.getByRole('button', { name: '确认领取' });
    server.hold();
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(true));
    server.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await screen.findByTestId('prize-PZ2');
    await waitFor(() => expect(within(row).getByText('已领取')).toBeTruthy());
    expect(within(row).getByTestId('prize-address').textContent).toBe(
      '寄至 李四 139****5678，上海市 黄浦区 人民大道 1 号',
    );
    expect(within(row).queryByRole('button', { name: /领取/ })).toBeNull();
    expect(calls('activityPrizeClaim')).toHaveLength(1);
    expect(calls('activityPrizeClaim')[0]?.body).toEqual({ prizeId: 'PZ2', addressId: 'AD0002' });
    expect(calls('activityPrizeClaim')[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says a refused claim once, under its row, and claims nothing', async () => {
    serveClaims('奖品已过期，无法领取');
    renderPrizes();
    const claim = await screen.findByRole('button', { name: '领取 品牌保温杯' });
    await waitFor(() => expect((claim as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(claim);
    fireEvent.click(screen.getByRole('button', { name: '寄到 张三 138****8000' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认领取' }));
    expect((await screen.findByRole('alert')).textContent).toBe('奖品已过期，无法领取');
    expect(screen.getAllByText('奖品已过期，无法领取')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByTestId('prize-PZ2')).getByText('待领取')).toBeTruthy();
  });

  it('with no delivery address yet, says where one is added', async () => {
    serveClaims();
    server.on('integralAddressList', () => ({ data: { list: [] } }));
    const { container } = renderPrizes();
    const row = within(await screen.findByTestId('no-address'));
    expect(row.getByRole('link', { name: '去积分商城添加地址' }).getAttribute('href')).toBe(
      '/integralManage/PointMall',
    );
    expect(screen.queryByRole('button', { name: '领取 品牌保温杯' })).toBeNull();
    await expectNoA11yViolations(container);
  });

  it("says when there is no prize yet, with the way back to the activity's game", async () => {
    server.on('activityPrizeList', () => ({ data: { list: [], total: 0 } }));
    server.on('activityInfo', () => ({ data: activity() }));
    const { container } = renderPrizes();
    expect(await screen.findByText('暂无奖品')).toBeTruthy();
    expect((await screen.findByRole('link', { name: '去参加活动' })).getAttribute('href')).toBe(
      '/lotteryMachine/home/A1001',
    );
    expect(calls('activityInfo')[0]?.body).toEqual({ activityId: 'A1001' });
    expect(calls('integralAddressList')).toHaveLength(0);
    await expectNoA11yViolations(container);
  });

  it('shows a failed load with a retry', async () => {
    server.on('activityPrizeList', () => ({ status: 500 }));
    const { container } = renderPrizes();
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    await expectNoA11yViolations(container);
  });
});
