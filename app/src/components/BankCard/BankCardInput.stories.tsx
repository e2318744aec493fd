import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { NativeApi } from '@merchant-h5/sdk';
import { HostContext } from '../../lib/host/HostContext';
import { browserHost } from '../../testing/renderWithStore';
import { BankCardInput } from './BankCardInput';

/** The field with its own state; `native` is the host (null: a browser without OCR). */
function Demo({ initial, native }: { initial: string; native: NativeApi | null }) {
  const [digits, setDigits] = useState(initial);
  return (
    <HostContext.Provider value={browserHost({ native })}>
      <BankCardInput id="story-card" value={digits} onChange={setDigits} />
    </HostContext.Provider>
  );
}

const scanBankCard = () =>
  Promise.resolve({
    errorCode: '0000',
    cardNumber: '6222021234567890128',
    bankName: '中国工商银行',
    bankCode: '0102',
    cardType: 'DC',
    cardName: '牡丹灵通卡',
    expiryDate: '12/30',
  });

const meta: Meta<typeof Demo> = { title: 'Forms/BankCardInput', component: Demo };
export default meta;
type Story = StoryObj<typeof Demo>;

export const TypedInBrowser: Story = { args: { initial: '', native: null } };
/** Left with a number that fails Luhn: masked, the message beside it once focused and left. */
export const WrongNumber: Story = { args: { initial: '6222021234567890123', native: null } };
export const WithHostOcr: Story = {
  args: { initial: '', native: { scanBankCard } as unknown as NativeApi },
};
