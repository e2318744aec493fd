import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { endpoints, type TextLimit } from '@merchant-h5/sdk';
import { expectNoA11yViolations } from '../../testing/a11y';
import { CONTROL_CHARACTERS_REMOVED, FormField } from './FormField';

/** A controlled field with the contract's rule, as the forms use it. */
function Bounded({
  limit,
  initial = '',
  multiline = false,
}: {
  limit: TextLimit;
  initial?: string;
  multiline?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <FormField id="text" label="联系人" limit={limit}>
      {multiline ? (
        <textarea value={value} onChange={(e) => setValue(e.target.value)} />
      ) : (
        <input value={value} onChange={(e) => setValue(e.target.value)} />
      )}
    </FormField>
  );
}

const counter = () => document.getElementById('text-count');

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

  it('shows the contract’s limit as a counter beside a free-text field and stops typing and pasting past it', async () => {
    const limit = endpoints.deviceApply.limits.contactName;
    const { container } = render(<Bounded limit={limit} />);
    await expectNoA11yViolations(container);
    const input = screen.getByLabelText<HTMLInputElement>('联系人');
    expect(input.maxLength).toBe(limit.maxLength);
    expect(counter()?.textContent).toBe(`0/${limit.maxLength}`);
    expect(input.getAttribute('aria-describedby')).toBe('text-count');
    const user = userEvent.setup();
    await user.type(input, '张伟');
    expect(counter()?.textContent).toBe(`2/${limit.maxLength}`);
    await user.paste('李'.repeat(limit.maxLength));
    expect(input.value).toBe(`张伟${'李'.repeat(limit.maxLength - 2)}`);
    expect(counter()?.textContent).toBe(`${limit.maxLength}/${limit.maxLength}`);
  });

  it('takes control characters out of a paste, keeps the rest, and says so beside the field', async () => {
    const { container } = render(<Bounded limit={endpoints.deviceApply.limits.address} />);
    const input = screen.getByLabelText<HTMLInputElement>('联系人');
    const user = userEvent.setup();
    await user.type(input, '南京');
    await user.paste('东路\u0000100\u0007 号');
    expect(input.value).toBe('南京东路100 号');
    expect(document.getElementById('text-message')?.textContent).toBe(CONTROL_CHARACTERS_REMOVED);
    expect(input.getAttribute('aria-describedby')).toBe('text-message text-count');
    await expectNoA11yViolations(container);
    await user.type(input, '院');
    expect(document.getElementById('text-message')).toBeNull();
  });

  it('keeps line breaks where the rule lets text span lines', async () => {
    render(<Bounded limit={endpoints.abnormalHandleApply.limits.description} multiline />);
    const box = screen.getByLabelText<HTMLTextAreaElement>('联系人');
    box.focus();
    await userEvent.setup().paste('第一行\n第二行\u0000');
    expect(box.value).toBe('第一行\n第二行');
  });

  it('marks the counter when text set from elsewhere (a draft, a scan) is past the limit', () => {
    const limit = endpoints.deviceApply.limits.contactName;
    render(<Bounded limit={limit} initial={'张'.repeat(limit.maxLength + 1)} />);
    expect(counter()?.getAttribute('data-over')).toBe('true');
  });
});
