import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { QrCode } from './QrCode';

describe('<QrCode>', () => {
  it('draws the text as an SVG picture named by its label', async () => {
    const { container, rerender } = render(<QrCode text="https://pay.example/1" label="收款二维码" />);
    await expectNoA11yViolations(container);
    const img = screen.getByRole('img', { name: '收款二维码' });
    const svg = decodeURIComponent(
      (img.getAttribute('src') ?? '').replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
    );
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    rerender(<QrCode text="https://pay.example/2" label="收款二维码" />);
    expect(decodeURIComponent(img.getAttribute('src') ?? '')).not.toBe(
      `data:image/svg+xml;charset=utf-8,${svg}`,
    );
  });
});
