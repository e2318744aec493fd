import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { PhotoUpload } from './PhotoUpload';
import { deviceSample, licenceSample } from './samples';

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

  it('shows a sample of a good photo until one is chosen, then keeps it behind 查看示例', async () => {
    const { container } = render(
      <PhotoUpload
        label="营业执照照片"
        sample={licenceSample}
        upload={() => Promise.resolve({ pictureId: 'IMG1' })}
        onUploaded={() => undefined}
        pick={pick}
        compress={compress}
      />,
    );
    await expectNoA11yViolations(container);
    expect(screen.getByRole('img', { name: '营业执照照片示例' })).toBeTruthy();
    expect(screen.getByText('四角完整、字迹清晰、无反光')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: '收起示例：营业执照照片' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryByRole('img', { name: '营业执照照片示例' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '查看示例：营业执照照片' }));
    expect(screen.getByRole('img', { name: '营业执照照片示例' })).toBeTruthy();

    // Once a photo is chosen the slot shows it, and the sample is one tap away.
    fireEvent.click(screen.getByRole('button', { name: '拍照/选择照片' }));
    await screen.findByRole('img', { name: '营业执照照片预览' });
    // The merchant opened the sample by hand: it stays open.
    expect(screen.getByRole('img', { name: '营业执照照片示例' })).toBeTruthy();
    await expectNoA11yViolations(container);
  });

  it('closes the sample by itself once a photo is chosen', async () => {
    const { container } = render(
      <PhotoUpload
        label="故障照片"
        sample={deviceSample}
        upload={() => Promise.resolve({ pictureId: 'IMG1' })}
        onUploaded={() => undefined}
        pick={pick}
        compress={compress}
      />,
    );
    expect(screen.getByRole('img', { name: '故障照片示例' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '拍照/选择照片' }));
    await screen.findByRole('img', { name: '故障照片预览' });
    expect(screen.queryByRole('img', { name: '故障照片示例' })).toBeNull();
    expect(screen.getByRole('button', { name: '重新拍照' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: '查看示例：故障照片' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await expectNoA11yViolations(container);
    fireEvent.click(toggle);
    expect(screen.getByRole('img', { name: '故障照片示例' })).toBeTruthy();
    expect(screen.getByText('整机入镜，屏幕、按键等故障处清晰可见')).toBeTruthy();
    await expectNoA11yViolations(container);
  });
});
