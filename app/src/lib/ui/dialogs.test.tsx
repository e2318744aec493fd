import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { alertDialog, confirmDialog } from './dialogs';
import { createScrollLock } from './scrollLock';

const bodyLocked = () => document.body.style.overflow === 'hidden';

// antd's imperative dialogs render into their own root and animate on animation frames, as in a
// browser: the tests wait for what the merchant sees (findBy…) instead of wrapping frames in act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(async () => {
  // The last closing animation finishes before act() is expected again.
  await new Promise((resolve) => setTimeout(resolve, 500));
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
});

describe('modal dialogs', () => {
  it('alert: locks page scroll while open, 确定 closes it and releases the page', async () => {
    const { container } = render(<p>page</p>);
    await expectNoA11yViolations(container);
    const closed = alertDialog({ content: '登录已失效，请重新登录', label: '登录失效' });
    expect(bodyLocked()).toBe(true);
    const confirm = within(await screen.findByRole('dialog', { name: '登录失效' })).getByRole('button', {
      name: '确定',
    });
    expect(screen.getByText('登录已失效，请重新登录')).toBeTruthy();
    await expectNoA11yViolations(document.querySelector('.adm-dialog') ?? document.body);
    fireEvent.click(confirm);
    await closed;
    expect(bodyLocked()).toBe(false);
  });

  it('confirm: 确定 resolves true, 取消 false, and each releases the page', async () => {
    const yes = confirmDialog({ content: '确认提交？', label: '提交' });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '提交' })).getByRole('button', { name: '确定' }),
    );
    expect(await yes).toBe(true);
    expect(bodyLocked()).toBe(false);

    const no = confirmDialog({ content: '放弃修改？', label: '放弃' });
    expect(bodyLocked()).toBe(true);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '放弃' })).getByRole('button', { name: '取消' }),
    );
    expect(await no).toBe(false);
    expect(bodyLocked()).toBe(false);
  });

  it('two open dialogs release the page only when the last one closes', () => {
    const lock = createScrollLock(document);
    const first = lock.lock();
    const second = lock.lock();
    first();
    expect(bodyLocked()).toBe(true);
    first();
    expect(lock.locked).toBe(true);
    second();
    expect(bodyLocked()).toBe(false);
  });
});
