// The settlement card change: what must be there before it is sent, in the words beside each field.
import type { BankBranchValue } from '../../../components/BankCard/BankBranchFields';
import { cardNumberProblem } from '../../../components/BankCard/cardNumber';

export type SettlementErrors = Partial<Record<'cardNo' | keyof BankBranchValue, string>>;

export function settlementErrors(cardNo: string, branch: BankBranchValue): SettlementErrors {
  const errors: SettlementErrors = {};
  const card = cardNumberProblem(cardNo);
  if (card) errors.cardNo = card;
  if (!branch.bankCode) errors.bankCode = '请选择开户银行';
  if (!branch.provCd) errors.provCd = '请选择开户省份';
  if (!branch.cityCd) errors.cityCd = '请选择开户城市';
  if (!branch.lbnkNo) errors.lbnkNo = '请选择开户支行';
  return errors;
}
