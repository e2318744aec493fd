import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { abnormal } from '../testing/fixtures';
import { AbnormalToHandle } from './AbnormalToHandle';
import { RecoveriesUnderWay } from './RecoveriesUnderWay';

const server = envelopeServerPerTest();
const waiting = abnormal();
const under = abnormal({ abnormalId: 'AB00002', status: '1', statusName: '找回中' });
const back = abnormal({ abnormalId: 'AB00003', status: '2', statusName: '已找回' });

describe('abnormal trade lists', () => {
  it('the trades to handle: one waiting opens its check, one under way its progress', async () => {
    server.on('abnormalHandleCheck', () => ({
      data: { hasAbnormal: '1', count: 2, list: [waiting, under], recovered: [back] },
    }));
    const { container } = renderWithStore(<AbnormalToHandle />, { baseUrl: server.baseUrl });
    const list = await screen.findByRole('list', { name: '异常交易' });
    await expectNoA11yViolations(container);
    expect(screen.getByText('有 1 笔交易待您确认')).toBeTruthy();
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/help/payExceptionPage/AB00001',
      '/help/payExceptionProgressPage/AB00002',
    ]);
    expect(links[0]?.textContent).toContain('¥1,288.50');
  });

  it('nothing to handle is said plainly', async () => {
    server.on('abnormalHandleCheck', () => ({
      data: { hasAbnormal: '0', count: 0, list: [], recovered: [] },
    }));
    const { container } = renderWithStore(<AbnormalToHandle />, { baseUrl: server.baseUrl });
    await screen.findByText('暂无异常交易');
    await expectNoA11yViolations(container);
  });

  it('处理进度 lists the recoveries under way, then the ones back', async () => {
    server.on('abnormalHandleCheck', () => ({
      data: { hasAbnormal: '1', count: 2, list: [waiting, under], recovered: [back] },
    }));
    const { container } = renderWithStore(<RecoveriesUnderWay />, { baseUrl: server.baseUrl });
    const inProgress = await screen.findByRole('list', { name: '处理中' });
    await expectNoA11yViolations(container);
    expect(within(inProgress).getAllByRole('link')).toHaveLength(1);
    const done = screen.getByRole('list', { name: '已找回' });
    expect(within(done).getByRole('link').getAttribute('href')).toBe(
      '/help/payExceptionProgressPage/AB00003',
    );
  });
});
