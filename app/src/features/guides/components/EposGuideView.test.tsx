import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { EposGuideView } from './EposGuideView';

const server = envelopeServerPerTest();

const renderGuide = () =>
  renderWithStore(<EposGuideView />, {
    baseUrl: server.baseUrl,
    pattern: paths.other.eposGuide,
    path: paths.other.eposGuide,
  });

const stepStates = () =>
  within(screen.getByRole('list', { name: '机具使用步骤' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-state'));

describe('EposGuideView', () => {
  it('shows an activated machine with its serial number, the steps done, and the way to its trades', async () => {
    server.on('deviceServiceFeeEposStatus', () => ({
      data: { eposStatus: '1', statusName: '已激活', sn: 'SN20260001' },
    }));
    const { container } = renderGuide();
    expect((await screen.findByTestId('epos-state')).textContent).toBe('已激活');
    await expectNoA11yViolations(container);
    expect(stepStates()).toEqual(['done', 'done', 'current']);
    expect(screen.getByText('机具序列号 SN20260001')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看交易记录' }).getAttribute('href')).toBe(
      '/transaction/record',
    );
  });

  it('leads a merchant without a machine to apply for one', async () => {
    server.on('deviceServiceFeeEposStatus', () => ({
      data: { eposStatus: '0', statusName: '未激活', sn: '' },
    }));
    const { container } = renderGuide();
    expect((await screen.findByTestId('epos-state')).textContent).toBe('尚未申请');
    await expectNoA11yViolations(container);
    expect(stepStates()).toEqual(['current', 'todo', 'todo']);
    expect(screen.getByRole('link', { name: '申请机具' }).getAttribute('href')).toBe('/device/deviceApply');
  });
});
