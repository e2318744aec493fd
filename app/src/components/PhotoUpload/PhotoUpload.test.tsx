import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { PhotoUpload } from './PhotoUpload';

const JPEG = `data:image/jpeg;base64,${'A'.repeat(4 * 1024)}`;
const pick = () => Promise.resolve(new Blob(['photo'], { type: 'image/jpeg' }));
const compress = () => Promise.resolve(JPEG);

describe('PhotoUpload', () => {
  it('compresses, uploads with progress, and retries a failed upload with the same picture', async () => {
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const upload = vi.fn((image: string) => {
      sent.push(image);
      if (sent.length === 1) return Promise.reject({ kind: 'business', message: '图片不能超过 300 KB' });
      return new Promise<{ pictureId: string }>(
        (resolve) => (release = () => resolve({ pictureId: 'IMG1' })),
      );
    });
    const onUploaded = vi.fn();
    const { container } = render(
      <PhotoUpload
        label="故障照片"
        upload={upload}
        onUploaded={onUploaded}
        pick={pick}
        compress={compress}
      />,
    );
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '拍照/选择照片' }));
    expect(await screen.findByText('图片不能超过 300 KB')).toBeTruthy();
    expect(onUploaded).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: '重试上传' }));
    expect(await screen.findByText('上传中… 3 KB')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '故障照片上传进度' })).toBeTruthy();
    await expectNoA11yViolations(container);
    release();
    await waitFor(() => expect(onUploaded).toHaveBeenLastCalledWith('IMG1'));
    expect(screen.getByRole('status').textContent).toBe('已上传 3 KB');
    expect(sent).toEqual([JPEG, JPEG]);
    expect(screen.getByRole('img', { name: '故障照片预览' })).toBeTruthy();
  });

  it('an HTTP failure the shell toasts is only marked on the slot, not told twice', async () => {
    const upload = () =>
      Promise.reject({ kind: 'http', status: 500, message: '服务暂时不可用，请稍后重试（错误码 500）' });
    render(
      <PhotoUpload
        label="故障照片"
        upload={upload}
        onUploaded={() => undefined}
        pick={pick}
        compress={compress}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '拍照/选择照片' }));
    expect(await screen.findByText('上传失败')).toBeTruthy();
    expect(screen.queryByText(/错误码 500/)).toBeNull();
    expect(screen.getByRole('button', { name: '重试上传' })).toBeTruthy();
  });

  it('without a host picker opens the file input for images; closing it changes nothing', async () => {
    const { container } = render(
      <PhotoUpload
        label="故障照片"
        upload={() => Promise.resolve({ pictureId: 'x' })}
        onUploaded={() => undefined}
      />,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    const click = vi.spyOn(input, 'click').mockImplementation(() => input.onchange?.(new Event('change')));
    fireEvent.click(screen.getByRole('button', { name: '拍照/选择照片' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.mh-field-error')).toBeNull();
  });
});
