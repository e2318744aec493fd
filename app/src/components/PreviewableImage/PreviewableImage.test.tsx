import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HostContext } from '../../lib/host/HostContext';
import type { OfficialAccountApi } from '../../lib/host/HostContext';
import { expectNoA11yViolations } from '../../testing/a11y';
import { browserHost } from '../../testing/renderWithStore';
import { PREVIEW_REFUSED_TEXT, PreviewableImage } from './PreviewableImage';

/** WeChat's side as the official account's API offers it: each preview answered `accepted`. */
function officialAccount(accepted: boolean) {
  const previewImage = vi.fn<OfficialAccountApi['previewImage']>(() => Promise.resolve(accepted));
  return { api: { previewImage, share: vi.fn(() => Promise.resolve(true)) }, previewImage };
}

function renderIn(account: OfficialAccountApi | null) {
  return render(
    <HostContext.Provider value={browserHost({ officialAccount: account })}>
      <PreviewableImage className="mh-goods-picture" src="/h5/static/commodity/C001.png" alt="品牌保温杯" />
    </HostContext.Provider>,
  );
}

describe('<PreviewableImage>', () => {
  it("in the official account is a button that opens WeChat's viewer on the picture", async () => {
    const { api, previewImage } = officialAccount(true);
    const { container } = renderIn(api);
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '查看大图 品牌保温杯' }));
    expect(previewImage).toHaveBeenCalledWith({
      current: '/h5/static/commodity/C001.png',
      urls: ['/h5/static/commodity/C001.png'],
    });
    expect(container.querySelector('img.mh-goods-picture')).not.toBeNull();
  });

  it('says so when WeChat refused, and the picture stays', async () => {
    const { api } = officialAccount(false);
    renderIn(api);
    fireEvent.click(screen.getByRole('button', { name: '查看大图 品牌保温杯' }));
    expect((await screen.findAllByText(PREVIEW_REFUSED_TEXT)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '查看大图 品牌保温杯' })).toBeTruthy();
  });

  it('elsewhere is only the picture', async () => {
    const { container } = renderIn(null);
    await expectNoA11yViolations(container);
    expect(screen.getByRole('img', { name: '品牌保温杯' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
