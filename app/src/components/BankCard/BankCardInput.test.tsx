import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NativeError } from '@merchant-h5/sdk';
import type { NativeApi } from '@merchant-h5/sdk';
import { HostContext } from '../../lib/host/HostContext';
import { browserHost } from '../../testing/renderWithStore';
import { expectNoA11yViolations } from '../../testing/a11y';
import { BankCardInput } from './BankCardInput';
import type { RecognisedCard } from './BankCardInput';

const GOOD = '6222021234567890128';
const BAD = '6222021234567890123';

function Harness({
  native = null,
  onRecognised,
}: {
  native?: NativeApi | null;
  onRecognised?: (c: RecognisedCard) => void;
}) {
  const [digits, setDigits] = useState('');
  return (
    <HostContext.Provider value={browserHost({ native })}>
      <BankCardInput id="card" value={digits} onChange={setDigits} onRecognised={onRecognised} />
      <output data-testid="digits">{digits.length}</output>
    </HostContext.Provider>
  );
}

const field = () => screen.getByRole('textbox', { name: '银行卡号' }) as HTMLInputElement;

describe('BankCardInput', () => {
  it('groups the digits while typed, masks them when left, and says beside the field that Luhn fails', async () => {
    const { container } = render(<Harness />);
    await expectNoA11yViolations(container);
    expect(screen.queryByRole('button', { name: '识别银行卡' })).toBeNull();
    expect(screen.getByText('请手动输入银行卡号（当前环境不支持拍照识别）')).toBeTruthy();

    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: BAD } });
    expect(field().value).toBe('6222 0212 3456 7890 123');
    fireEvent.blur(field());
    expect(field().value.replace(/\s/g, '')).toBe('62220**********0123');
    expect(screen.getByText('银行卡号有误，请核对后重新输入')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(container);

    fireEvent.focus(field());
    expect(field().value).toBe('6222 0212 3456 7890 123');
    fireEvent.change(field(), { target: { value: GOOD } });
    fireEvent.blur(field());
    expect(screen.queryByText('银行卡号有误，请核对后重新输入')).toBeNull();
    expect(container.textContent).not.toContain(GOOD);
  });

  it('fills the number from the host OCR, masked and still editable, and hands over the bank', async () => {
    const scanBankCard = vi.fn(() =>
      Promise.resolve({
        errorCode: '0000',
        cardNumber: GOOD,
        bankName: '中国工商银行',
        bankCode: '0102',
        cardType: 'DC',
        cardName: '',
        expiryDate: '',
      }),
    );
    const onRecognised = vi.fn();
    const { container } = render(
      <Harness native={{ scanBankCard } as unknown as NativeApi} onRecognised={onRecognised} />,
    );
    await expectNoA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: '识别银行卡' }));
    await waitFor(() =>
      expect(onRecognised).toHaveBeenCalledWith(
        expect.objectContaining({ bankCode: '0102', cardNumber: GOOD }),
      ),
    );
    expect(screen.getByText('已识别，请核对卡号')).toBeTruthy();
    expect(field().value.replace(/\s/g, '')).toBe('62220**********0128');
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: '6222 0212' } });
    expect(screen.getByTestId('digits').textContent).toBe('8');
  });

  it('a host that cannot read the card leaves the field to be typed and says so', async () => {
    const scanBankCard = vi.fn(() => Promise.reject(new Error('no such function')));
    render(<Harness native={{ scanBankCard } as unknown as NativeApi} />);
    fireEvent.click(screen.getByRole('button', { name: '识别银行卡' }));
    expect(await screen.findByText('未能识别银行卡，请手动输入卡号')).toBeTruthy();
    expect(field().value).toBe('');
  });

  it('in an app without bank card OCR (NOT_FOUND) says to type the number and stops offering the scan', async () => {
    const scanBankCard = vi.fn(() =>
      Promise.reject(new NativeError('NOT_FOUND', '原生未实现方法 scanBankCard')),
    );
    render(<Harness native={{ scanBankCard } as unknown as NativeApi} />);
    fireEvent.click(screen.getByRole('button', { name: '识别银行卡' }));
    expect(await screen.findByText('请手动输入银行卡号（当前环境不支持拍照识别）')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '识别银行卡' })).toBeNull();
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: '6222021234567890128' } });
    expect(field().value.replace(/\s/g, '')).toBe('6222021234567890128');
  });
});
