import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { href, paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { offer, serveBankOffers } from '../testing/fixtures';
import { OfferDetailView } from './OfferDetailView';

const server = envelopeServerPerTest();

const renderDetail = (offerId: string) =>
  renderWithStore(<OfferDetailView offerId={offerId} />, {
    baseUrl: server.baseUrl,
    path: href(paths.other.bankRedDetails, { id: offerId }),
    pattern: paths.other.bankRedDetails,
  });

const NOT_ALLOWED = '该银行页面地址不在允许的银行网址列表中，已阻止跳转。请在银行官方 App 中参与该活动';

describe('OfferDetailView', () => {
  it('shows the offer, its rules through the sanitiser, how to join and the way to the bank page', async () => {
    const rulesHtml =
      '<p>满 100 减 20</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    serveBankOffers(server, [offer(1, { rulesHtml })]);
    const { container } = renderDetail('BO001');
    expect(await screen.findByRole('heading', { name: '优惠 1', level: 1 })).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getByText('2026-11-01 至 2026-12-11')).toBeTruthy();
    expect(screen.getByText('中国工商银行')).toBeTruthy();
    const rules = container.querySelector('.mh-server-html')!;
    expect(rules.textContent).toContain('满 100 减 20');
    expect(rules.querySelector('script')).toBeNull();
    expect(rules.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('list').textContent).toContain('在银行页面报名');
    const leave = screen.getByRole('link', { name: '去银行页面参与' });
    expect(leave.getAttribute('href')).toBe('https://bank.sim.localhost/offers/BO001');
    expect(leave.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['https://offers.bank.example/cmb/wednesday', NOT_ALLOWED],
    ['https://bank.sim.localhost.evil.example/offers/BO001', NOT_ALLOWED],
    ['http://bank.sim.localhost/offers/BO001', NOT_ALLOWED],
    ['javascript:alert(1)', NOT_ALLOWED],
    [
      'https://bank.sim.localhost/offers/BO001?token=leak',
      '该银行页面地址带有登录凭证，已阻止跳转。请在银行官方 App 中参与该活动',
    ],
  ])('refuses the bank page %s and says why, with no way to follow it', async (link, told) => {
    serveBankOffers(server, [offer(1, { link })]);
    const { container } = renderDetail('BO001');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', told);
    expect(screen.queryByRole('link', { name: '去银行页面参与' })).toBeNull();
    expect(container.querySelector(`a[href="${link}"]`)).toBeNull();
  });

  it('says 活动已结束 for an ended offer and offers no way to join', async () => {
    serveBankOffers(server, [offer(3, { status: '2', statusName: '活动已结束', link: null, howToJoin: [] })]);
    const { container } = renderDetail('BO003');
    expect(await screen.findByRole('heading', { name: '优惠 3', level: 1 })).toBeTruthy();
    expect(screen.getByRole('status')).toHaveProperty('textContent', '活动已结束');
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('link', { name: '去银行页面参与' })).toBeNull();
    expect(screen.queryByText('如何参与')).toBeNull();
    expect(screen.getByRole('link', { name: '看看其他进行中的优惠' }).getAttribute('href')).toBe(
      '/bankRedMoreActive/more',
    );
  });

  it('says an unknown offer is not found, with the way to the running ones instead of 重试', async () => {
    serveBankOffers(server, []);
    const { router } = renderDetail('BO999');
    expect(await screen.findByRole('heading', { name: '未找到该银行优惠' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看全部银行优惠' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bankRedMoreActive/more'));
  });
});
