import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { offer, serveBankOffers } from '../testing/fixtures';
import { MoreOffersView } from './MoreOffersView';

const server = envelopeServerPerTest();
const calls = (endpoint: string) => server.requests.filter((r) => r.endpoint === endpoint);

const renderMore = (search = '') =>
  renderWithStore(<MoreOffersView />, {
    baseUrl: server.baseUrl,
    path: `${paths.other.bankRedMoreActive}${search}`,
    pattern: paths.other.bankRedMoreActive,
  });

const rows = () => within(screen.getByRole('region', { name: '银行优惠' })).getAllByRole('link');

describe('MoreOffersView', () => {
  it('lists every running offer; a bank chip narrows it (?bank=) and 全部 widens it again', async () => {
    serveBankOffers(server, [
      offer(1),
      offer(2),
      offer(3),
      offer(4, { status: '2', statusName: '活动已结束' }),
    ]);
    const { container, router } = renderMore();
    await screen.findByRole('button', { name: '招商银行' });
    await waitFor(() => expect(rows()).toHaveLength(3));
    await expectNoA11yViolations(container);

    fireEvent.click(screen.getByRole('button', { name: '招商银行' }));
    await waitFor(() => expect(router.state.location.search).toBe('?bank=0308'));
    await waitFor(() =>
      expect(rows().map((a) => a.getAttribute('href'))).toEqual(['/bankRedDetails/details/BO002']),
    );
    expect(screen.getByRole('button', { name: '招商银行' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls('bankOfferList').map((r) => r.body.bankCode)).toContain('0308');

    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('says which bank has none running', async () => {
    serveBankOffers(server, [offer(1)]);
    renderMore('?bank=0308');
    expect(await screen.findByText('招商银行暂无进行中的优惠')).toBeTruthy();
  });
});
