import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { ProgressBar } from './ProgressBar';

const fill = (container: HTMLElement) =>
  (container.querySelector('.mh-progress-fill') as HTMLElement).style.width;

describe('<ProgressBar>', () => {
  it('is a named progressbar with its numbers, its text read out and shown', async () => {
    const { container } = render(
      <ProgressBar label="抵扣进度" value={1.2} max={2} text="已抵扣 ¥1.20 / ¥2.00" />,
    );
    await expectNoA11yViolations(container);
    const bar = screen.getByRole('progressbar', { name: '抵扣进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1.2');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('2');
    expect(bar.getAttribute('aria-valuetext')).toBe('已抵扣 ¥1.20 / ¥2.00');
    expect(screen.getByText('已抵扣 ¥1.20 / ¥2.00')).toBeTruthy();
    expect(fill(container)).toBe('60%');
    expect(container.firstElementChild?.getAttribute('data-tone')).toBe('progress');
  });

  it('keeps the value within 0…max, and an empty whole empty', () => {
    const { container, rerender } = render(<ProgressBar label="进度" value={5} max={2} tone="done" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    expect(fill(container)).toBe('100%');
    expect(container.firstElementChild?.getAttribute('data-tone')).toBe('done');
    expect(container.querySelector('.mh-progress-text')).toBeNull();
    rerender(<ProgressBar label="进度" value={-1} max={2} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    rerender(<ProgressBar label="进度" value={1} max={0} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(fill(container)).toBe('0%');
  });
});
