import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { showStartFailure } from './startFailure';

describe('showStartFailure', () => {
  it('replaces the spinner with the load-error page, whose 重试 retries once', () => {
    document.body.innerHTML = '<div id="root"><div data-screen="loading" role="status"></div></div>';
    const retries: string[] = [];
    showStartFailure(document.getElementById('root')!, () => retries.push('retry'));
    expect(document.querySelector('[data-screen="loading"]')).toBeNull();
    expect(document.querySelector('[data-screen="load-error"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: '页面加载失败' })).toBeTruthy();
    expect(screen.getByText('网络不稳定或版本已更新，请重试')).toBeTruthy();
    const retry = screen.getByRole('button', { name: '重试' });
    fireEvent.click(retry);
    fireEvent.click(retry);
    expect(retries).toEqual(['retry']);
    expect(retry.textContent).toBe('加载中…');
  });
});
