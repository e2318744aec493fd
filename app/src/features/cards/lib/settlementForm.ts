// The settlement card change: what must be there before it is sent, in the words beside each field.
import type { BankBranchValue } from '../../../components/BankCard/BankBranchFields';
import { bankBranchProblems } from '../../../components/BankCard/branchProblems';
import { cardNumberProblem } from '../../../components/BankCard/cardNumber';

export type SettlementErrors = Partial<Record<'cardNo' | keyof BankBranchValue, string>>;

export function settlementErrors(cardNo: string, branch: BankBranchValue): SettlementErrors {
  const card = cardNumberProblem(cardNo);
  return { ...(card ? { cardNo: card } : {}), ...bankBranchProblems(branch) };
}
