import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { FormField } from './FormField';

describe('FormField', () => {
  it('names the control and links the error beside it, marking the control invalid', async () => {
    const { container } = render(
      <FormField id="contactPhone" label="手机号" error="请输入 11 位手机号">
        <input type="tel" defaultValue="1380" />
      </FormField>,
    );
    await expectNoA11yViolations(container);
    const input = screen.getByLabelText('手机号');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('contactPhone-message');
    expect(document.getElementById('contactPhone-message')?.textContent).toBe('请输入 11 位手机号');
    expect((input as HTMLInputElement).value).toBe('1380');
  });

  it('shows the hint when there is no error, and nothing extra when there is neither', async () => {
    const { container, rerender } = render(
      <FormField id="description" label="问题描述" hint="0/200">
        <textarea />
      </FormField>,
    );
    await expectNoA11yViolations(container);
    const box = screen.getByLabelText('问题描述');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('0/200');
    rerender(
      <FormField id="description" label="问题描述">
        <textarea />
      </FormField>,
    );
    expect(screen.getByLabelText('问题描述').getAttribute('aria-describedby')).toBeNull();
    expect(container.querySelector('p')).toBeNull();
  });
});
