import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { offer, serveBankOffers } from '../testing/fixtures';
import { BankIndexView } from './BankIndexView';

const server = envelopeServerPerTest();

const renderIndex = () =>
  renderWithStore(<BankIndexView />, {
    baseUrl: server.baseUrl,
    path: paths.other.bankIndex,
    pattern: paths.other.bankIndex,
  });

describe('BankIndexView', () => {
  it('shows the recommended banks, each leading to its offers, and the featured offers, each to its details', async () => {
    serveBankOffers(server, [offer(1), offer(2), offer(3, { status: '2', statusName: '活动已结束' })]);
    const { container, router } = renderIndex();
    const banks = await screen.findByRole('list', { name: '推荐银行' });
    await expectNoA11yViolations(container);
    const tiles = within(banks).getAllByRole('link');
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual([
      '/bankRedMoreActive/more?bank=0102',
      '/bankRedMoreActive/more?bank=0308',
    ]);
    expect(tiles[0]!.textContent).toContain('中国工商银行');
    expect(tiles[0]!.textContent).toContain('2 个优惠');
    const featured = within(screen.getByRole('list', { name: '精选优惠' })).getAllByRole('link');
    expect(featured.map((a) => a.getAttribute('href'))).toEqual([
      '/bankRedDetails/details/BO001',
      '/bankRedDetails/details/BO002',
    ]);
    expect(featured[0]!.textContent).toContain('满 100 减 1');
    expect(featured[0]!.textContent).toContain('中国工商银行 · 至 2026-12-11');

    fireEvent.click(screen.getByRole('link', { name: '更多优惠' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bankRedMoreActive/more'));
  });

  it('says so when no bank has an offer', async () => {
    server.on('bankOfferHome', () => ({ data: { banks: [], featured: [] } }));
    const { container } = renderIndex();
    expect(await screen.findByText('暂无银行优惠')).toBeTruthy();
    await expectNoA11yViolations(container);
  });

  it('offers 重试 after a failure, and shows the banks once it answers', async () => {
    let fail = true;
    server.on('bankOfferHome', () =>
      fail ? { status: 500 } : { data: { banks: [], featured: [offer(1)] } },
    );
    renderIndex();
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('list', { name: '精选优惠' })).toBeTruthy();
  });
});
