import { fireEvent, render, screen } from '@testing-library/react';
import type { NativeApi } from '@merchant-h5/sdk';
import { describe, expect, it, vi } from 'vitest';
import { HostContext } from '../../../lib/host/HostContext';
import { browserHost } from '../../../testing/renderWithStore';
import { expectNoA11yViolations } from '../../../testing/a11y';
import { ContactService, CUSTOMER_SERVICE_PAGE } from './ContactService';

function renderIn(native: Partial<NativeApi> | null) {
  return render(
    <HostContext.Provider value={browserHost({ native: native as NativeApi | null })}>
      <ContactService />
    </HostContext.Provider>,
  );
}

describe('ContactService', () => {
  it("opens the host app's customer-service page", async () => {
    const openNativePage = vi.fn().mockResolvedValue({ result: '0000' });
    const { container } = renderIn({ openNativePage });
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '联系在线客服' }));
    expect(openNativePage).toHaveBeenCalledWith(CUSTOMER_SERVICE_PAGE);
  });

  it('the host refusing says so and points to the phone', async () => {
    const openNativePage = vi.fn().mockRejectedValue(new Error('当前App版本不支持该功能'));
    renderIn({ openNativePage });
    fireEvent.click(screen.getByRole('button', { name: '联系在线客服' }));
    expect((await screen.findByRole('alert')).textContent).toBe('当前App版本不支持该功能，请拨打客服电话。');
  });

  it('without a host app: a clear message and the service phone', async () => {
    const { container } = renderIn(null);
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('当前环境暂不支持在线客服，请拨打客服电话。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '客服电话 95016' }).getAttribute('href')).toBe('tel:95016');
  });
});
