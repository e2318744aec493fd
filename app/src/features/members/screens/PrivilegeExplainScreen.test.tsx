import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { memberInfo, nonMember } from '../testing/fixtures';
import PrivilegeExplainScreen from './PrivilegeExplainScreen';

const server = envelopeServerPerTest();

describe('PrivilegeExplainScreen', () => {
  it('explains the route’s privilege: what a member gets now, how to use it, its rules', async () => {
    server.on('memberBaseInfo', () => ({ data: memberInfo() }));
    const { container } = renderWithStore(<PrivilegeExplainScreen />, {
      baseUrl: server.baseUrl,
      path: '/members/FreeReplacement',
      pattern: paths.members.freeReplacement,
    });
    expect(await screen.findByRole('heading', { name: '免费换机', level: 1 })).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getByRole('heading', { name: '您现在可享' })).toBeTruthy();
    expect(screen.getByTestId('privilege-now').textContent).toBe('剩余 1 次免费换机');
    expect(screen.getByText('会员有效期至 2027-10-20')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '如何使用' })).toBeTruthy();
    expect(screen.getByText('会员有效期内的成功交易按减免后的费率结算。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回会员首页' }).getAttribute('href')).toBe('/members/index');
    expect(screen.queryByRole('link', { name: /去领取|查看领取条件/ })).toBeNull();
  });

  it('tells a non-member what the common page’s privilege would give and how to become a member', async () => {
    server.on('memberBaseInfo', () => ({ data: nonMember }));
    renderWithStore(<PrivilegeExplainScreen />, {
      baseUrl: server.baseUrl,
      path: '/members/explain/ExplainCommonPage/monthlyPackage/0',
      pattern: paths.members.explainCommonPage,
    });
    expect(await screen.findByRole('heading', { name: '月度专享礼包', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '开通会员后可享' })).toBeTruthy();
    expect(screen.getByTestId('privilege-now').textContent).toBe('开通会员后可享：每月领取专享礼包');
    expect(screen.getByText(/开通后即享/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看领取条件' }).getAttribute('href')).toBe(
      '/members/MonExclusivePackage',
    );
  });

  it('says 没有这项会员权益 for a type the server does not know, with the way back', async () => {
    server.on('memberBaseInfo', () => ({ data: memberInfo() }));
    const { container } = renderWithStore(<PrivilegeExplainScreen />, {
      baseUrl: server.baseUrl,
      path: '/members/explain/ExplainCommonPage/noSuchThing',
      pattern: paths.members.explainCommonPage,
    });
    expect(await screen.findByText('没有这项会员权益')).toBeTruthy();
    await expectNoA11yViolations(container);
    expect(screen.getByRole('link', { name: '返回会员首页' }).getAttribute('href')).toBe('/members/index');
  });
});
