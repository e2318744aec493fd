// The value of a card's bank, city and branch, apart from the fields that edit it: the forms' state
// (in the shell's store) needs the empty value, not the component, its queries and its styles.
export interface BankBranchValue {
  bankCode: string;
  bankName: string;
  provCd: string;
  cityCd: string;
  /** The branch (line) number and name. */
  lbnkNo: string;
  lbnkNm: string;
}

export const emptyBankBranch: BankBranchValue = {
  bankCode: '',
  bankName: '',
  provCd: '',
  cityCd: '',
  lbnkNo: '',
  lbnkNm: '',
};
