// What a bank-and-branch choice still lacks, in the words shown beside each field.
import type { BankBranchValue } from './BankBranchFields';

export type BranchProblems = Partial<Record<keyof BankBranchValue, string>>;

/** @example bankBranchProblems({ bankCode: '0308', provCd: '', cityCd: '', lbnkNo: '' }).provCd // '请选择开户省份' */
export function bankBranchProblems(branch: BankBranchValue): BranchProblems {
  const problems: BranchProblems = {};
  if (!branch.bankCode) problems.bankCode = '请选择开户银行';
  if (!branch.provCd) problems.provCd = '请选择开户省份';
  if (!branch.cityCd) problems.cityCd = '请选择开户城市';
  if (!branch.lbnkNo) problems.lbnkNo = '请选择开户支行';
  return problems;
}
