// The results show the account the server bound, masked, and the way to bind when there is none.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { envelopeServerPerTest } from '../../../testing/envelopeServer';
import { renderWithStore } from '../../../testing/renderWithStore';
import { BoundAccountView } from './BoundAccountView';

const server = envelopeServerPerTest();
const MERCHANT = { merchantNo: 'M100000001', merchantName: '幸福小摊', phoneMask: '138****8000' };
const info = (bindStatus: '0' | '1', registered = false) => ({
  data: {
    openIdMask: 'oAbc****wxyz',
    bindStatus,
    snapshot: false,
    merchant: bindStatus === '1' ? MERCHANT : null,
    registered,
    resendAfter: 0,
  },
});

describe('BoundAccountView', () => {
  it('shows the bound account', async () => {
    server.on('wechatLoginInfo', () => info('1'));
    const { container } = renderWithStore(<BoundAccountView outcome="bind" />, {
      baseUrl: server.baseUrl,
      pattern: paths.officialAccount.bindResult,
      path: '/officialAccount/BindResult/1',
    });
    expect(await screen.findByText('绑定成功')).toBeTruthy();
    expect(screen.getByText('138****8000')).toBeTruthy();
    await expectNoA11yViolations(container);
  });

  it('says so when nothing was registered, with the way to bind', async () => {
    server.on('wechatLoginInfo', () => info('1', false));
    const { container } = renderWithStore(<BoundAccountView outcome="register" />, {
      baseUrl: server.baseUrl,
      pattern: paths.officialAccount.registerResult,
      path: '/officialAccount/registerResult',
    });
    expect(await screen.findByText('暂无注册记录')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去绑定' })).toBeTruthy();
    await expectNoA11yViolations(container);
  });
});
