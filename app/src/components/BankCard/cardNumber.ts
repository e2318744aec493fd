// What is wrong with a typed card number, in the words shown beside the field.
import { isBankCardNumber } from '@merchant-h5/sdk';

/** The message for `digits`, or undefined when it is a bank card number (12–19 digits, Luhn). */
export function cardNumberProblem(digits: string): string | undefined {
  if (!digits) return '请输入银行卡号';
  if (!/^\d{12,19}$/.test(digits)) return '银行卡号应为 12 至 19 位数字';
  return isBankCardNumber(digits) ? undefined : '银行卡号有误，请核对后重新输入';
}
