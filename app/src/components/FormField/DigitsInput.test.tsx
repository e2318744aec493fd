import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../../testing/a11y';
import { DigitsInput } from './DigitsInput';
import { FormField } from './FormField';

/** A controlled code field inside FormField, as the forms use it; `typed` shows the form's value. */
function Code({ error, maxLength }: { error?: string; maxLength?: number }) {
  const [code, setCode] = useState('');
  return (
    <>
      <FormField id="code" label="短信验证码" error={error}>
        <DigitsInput
          digits={6}
          maxLength={maxLength}
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
        />
      </FormField>
      <output data-testid="typed">{code}</output>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('短信验证码');

describe('DigitsInput', () => {
  it('asks for the numeric keypad and takes FormField’s label, error and aria attributes', async () => {
    const { container } = render(<Code error="请输入 6 位短信验证码" />);
    await expectNoA11yViolations(container);
    expect(field().inputMode).toBe('numeric');
    expect(field().maxLength).toBe(6);
    expect(field().autocomplete).toBe('one-time-code');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe('code-message');
  });

  it('hands the form the digits only, cut at its length, whatever is typed or pasted', async () => {
    render(<Code />);
    const user = userEvent.setup();
    await user.type(field(), '12a-3');
    expect(screen.getByTestId('typed').textContent).toBe('123');
    fireEvent.change(field(), { target: { value: '验证码 987 654 321' } });
    expect(screen.getByTestId('typed').textContent).toBe('987654');
    expect(field().value).toBe('987654');
  });

  it('lets the box hold more than the digits when it writes them grouped', () => {
    render(<Code maxLength={8} />);
    expect(field().maxLength).toBe(8);
    fireEvent.change(field(), { target: { value: '1234 5678' } });
    expect(screen.getByTestId('typed').textContent).toBe('123456');
  });
});
