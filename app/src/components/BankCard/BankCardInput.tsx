// A bank card number field: digits grouped by four while typed, masked (first 6 and last 4 at most)
// whenever the field is not being edited, checked (length and Luhn) when the merchant leaves it, and
// filled by the host's OCR where the host has one (the number stays editable).
import { displayCardNumber, splitCardNumber } from '@merchant-h5/sdk';
import { useState } from 'react';
// On focus the full number replaces the masked one at once and is selected: what is typed or pasted
// next replaces it instead of being appended to it.
import { flushSync } from 'react-dom';
import { DigitsInput } from '../FormField/DigitsInput';
import { FormField } from '../FormField/FormField';
import { cardNumberProblem } from './cardNumber';
import { useCardScan } from './useCardScan';
import '../QueryState/QueryState.css';
import './BankCard.css';

/** What the host's bank-card OCR read besides the number. */
export interface RecognisedCard {
  cardNumber: string;
  bankName: string;
  bankCode: string;
  cardType: string;
}

export interface BankCardInputProps {
  id: string;
  /** '银行卡号' unless given. */
  label?: string;
  /** Digits only. */
  value: string;
  onChange: (digits: string) => void;
  error?: string | undefined;
  /** Called after the host's OCR filled the number in (the field stays editable). */
  onRecognised?: (card: RecognisedCard) => void;
}

const SCAN_HINTS = {
  idle: undefined,
  scanning: '正在识别…',
  read: '已识别，请核对卡号',
  failed: '未能识别银行卡，请手动输入卡号',
} as const;

export function BankCardInput({
  id,
  label = '银行卡号',
  value,
  onChange,
  error,
  onRecognised,
}: BankCardInputProps) {
  const [editing, setEditing] = useState(false);
  const [checked, setChecked] = useState(false);
  const ocr = useCardScan((card) => {
    onChange(card.cardNumber);
    setChecked(true);
    onRecognised?.(card);
  });
  const problem = checked && value ? cardNumberProblem(value) : undefined;
  const hint = ocr.available ? SCAN_HINTS[ocr.state] : '请手动输入银行卡号（当前环境不支持拍照识别）';
  const shown = editing ? splitCardNumber(value) : displayCardNumber(value);
  return (
    <div className="mh-card-row">
      <FormField id={id} label={label} error={error ?? (editing ? undefined : problem)} hint={hint}>
        <DigitsInput
          className="mh-card-input"
          digits={19}
          autoComplete="off"
          maxLength={23}
          placeholder="请输入银行卡号"
          value={shown}
          onFocus={(e) => {
            const input = e.currentTarget;
            flushSync(() => setEditing(true));
            input.select();
          }}
          onBlur={() => {
            setEditing(false);
            setChecked(true);
          }}
          onChange={onChange}
        />
      </FormField>
      {ocr.available ? (
        <button
          type="button"
          className="mh-button mh-card-scan"
          disabled={ocr.state === 'scanning'}
          onClick={() => void ocr.scan()}
        >
          识别银行卡
        </button>
      ) : null}
    </div>
  );
}
