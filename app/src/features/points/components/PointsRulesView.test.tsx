import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { PointsRulesView } from './PointsRulesView';

const server = envelopeServerPerTest();

describe('PointsRulesView', () => {
  it("shows the server's rules without running anything in them, and how to earn points", async () => {
    server.on('integralPage', () => ({
      data: {
        rules:
          '<h3>积分有效期</h3><p>积分自获得之日起 12 个月内有效。</p><img src="x" onerror="window.__pointsXss=1"><script>window.__pointsXss=2</script>',
        banners: [],
        categories: [],
        hot: [],
      },
    }));
    const { container } = renderWithStore(<PointsRulesView />, {
      baseUrl: server.baseUrl,
      path: paths.points.homeIntro,
      pattern: paths.points.homeIntro,
    });
    expect(await screen.findByRole('heading', { name: '积分有效期' })).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getByText('积分自获得之日起 12 个月内有效。')).toBeTruthy();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.querySelector('script')).toBeNull();
    expect((window as { __pointsXss?: number }).__pointsXss).toBeUndefined();

    const ways = screen.getByRole('list', { name: '赚积分的方式' });
    expect(ways.textContent).toContain('每日签到');
    expect(screen.getByRole('link', { name: '去完成：完成任务' }).getAttribute('href')).toBe(
      '/taskCenter/index',
    );
    expect(screen.getByRole('link', { name: '去积分商城兑换' }).getAttribute('href')).toBe(
      '/integralManage/PointMall',
    );
  });

  it('offers 重试 when the rules fail to load', async () => {
    server.on('integralPage', () => ({ status: 500 }));
    const { container } = renderWithStore(<PointsRulesView />, { baseUrl: server.baseUrl });
    expect((await screen.findByRole('alert')).textContent).toContain('错误码 500');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    await expectNoA11yViolations(container);
  });
});
