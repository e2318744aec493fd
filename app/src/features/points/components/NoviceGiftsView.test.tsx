import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { noviceGifts } from '../testing/fixtures';
import { NoviceGiftsView } from './NoviceGiftsView';

const server = envelopeServerPerTest();

/** The novice gifts as the server keeps them: each received once, points gifts raise the balance. */
function serveGifts(available: '0' | '1' = '1') {
  const gifts = noviceGifts({ available });
  server.on('noviceGifts', ({ body }) => {
    const gift = gifts.gifts.find((g) => g.giftId === body.giftId);
    if (gift) {
      if (gift.received === '1') return { code: '3007', msg: '礼包已领取' };
      gift.received = '1';
      gifts.balance += gift.points;
    }
    return { data: structuredClone(gifts) };
  });
}

const receives = () => server.requests.filter((r) => r.endpoint === 'noviceGifts' && r.body.giftId);

function renderGifts() {
  return renderWithStore(<NoviceGiftsView />, {
    baseUrl: server.baseUrl,
    path: paths.points.empty,
    pattern: paths.points.empty,
  });
}

describe('NoviceGiftsView', () => {
  it("receives a new merchant's gifts once each, the points ones raising the balance", async () => {
    serveGifts();
    const { container } = renderGifts();
    expect((await screen.findByTestId('points-balance')).textContent).toBe('100');
    await expectNoA11yViolations(container);
    const list = screen.getByRole('list', { name: '新手礼包' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('已领取');

    const gift = screen.getByRole('button', { name: '领取 首周签到 50 积分' });
    fireEvent.click(gift);
    fireEvent.click(gift);
    await screen.findByText('已领取「首周签到 50 积分」，积分 +50');
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('150'));
    expect(receives().map((r) => r.body)).toEqual([{ giftId: 'G04' }]);
    expect(screen.queryByRole('button', { name: '领取 首周签到 50 积分' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '领取 免费提现券 3 张' }));
    await screen.findByText('已领取「免费提现券 3 张」');
    await waitFor(() => expect(within(list).queryAllByRole('button')).toHaveLength(0));
    expect(screen.getByTestId('points-balance').textContent).toBe('150');
    expect(screen.getByRole('link', { name: '去认证' }).getAttribute('href')).toBe('/business/certificate');
    expect(screen.getByRole('list', { name: '赚积分的方式' })).toBeTruthy();
    await expectNoA11yViolations(container);
  });

  it("tells the server's refusal of a gift already received, once, beside the gifts", async () => {
    server.on('noviceGifts', ({ body }) =>
      body.giftId ? { code: '3007', msg: '礼包已领取' } : { data: noviceGifts() },
    );
    renderGifts();
    fireEvent.click(await screen.findByRole('button', { name: '领取 免费提现券 3 张' }));
    expect((await screen.findByText('礼包已领取')).getAttribute('role')).toBe('status');
    expect(screen.getAllByText('礼包已领取')).toHaveLength(1);
  });

  it('links to the certification when the gifts are no longer offered', async () => {
    serveGifts('0');
    const { container } = renderGifts();
    const link = await screen.findByRole('link', { name: '查看商户认证' });
    expect(link.getAttribute('href')).toBe('/business/certificate');
    expect(screen.queryAllByRole('button', { name: /^领取/ })).toHaveLength(0);
    expect(screen.getAllByText('不可领取')).toHaveLength(2);
    await expectNoA11yViolations(container);
  });
});
