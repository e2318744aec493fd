// The bank, city and branch of a card: the bank searched by name (bank/queryBank), province then
// city (bank/queryProv, queryCity), the branch searched within that bank and city
// (bank/queryBankBranch) — or picked on a screen of its own when `branchHref` is given.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { endpoints } from '@merchant-h5/sdk';
import { FormField } from '../FormField/FormField';
import {
  useBankBranchesQuery,
  useBankCitiesQuery,
  useBankProvincesQuery,
  useBanksQuery,
} from '../../lib/bank/bankApi';
import { SearchPick } from './SearchPick';
import type { SearchPickProps } from './SearchPick';
import { useDebounced } from './useDebounced';
import type { BankBranchValue } from './bankBranch';

// The value lives apart (bankBranch.ts) so the forms' state can hold it without this component.
export { emptyBankBranch } from './bankBranch';
export type { BankBranchValue } from './bankBranch';

export interface BankBranchFieldsProps {
  /** Prefix of the controls' ids (e.g. 'cert-bank'). */
  idPrefix: string;
  value: BankBranchValue;
  onChange: (patch: Partial<BankBranchValue>) => void;
  errors?: Partial<Record<keyof BankBranchValue, string>>;
  /** Where the branch is picked from a list of its own (the bank and city chosen); inline search when absent. */
  branchHref?: string;
}

const NO_BRANCH = { lbnkNo: '', lbnkNm: '' };

type QueryLike = { isFetching: boolean; isError: boolean; refetch: () => unknown };
const statusOf = (q: QueryLike): SearchPickProps['status'] =>
  q.isFetching ? 'loading' : q.isError ? 'failed' : 'ready';

export function BankBranchFields({
  idPrefix,
  value,
  onChange,
  errors = {},
  branchHref,
}: BankBranchFieldsProps) {
  const [bankKeyword, setBankKeyword] = useState('');
  const [branchKeyword, setBranchKeyword] = useState('');
  const bankSearch = useDebounced(bankKeyword);
  const branchSearch = useDebounced(branchKeyword);
  const banks = useBanksQuery(bankSearch);
  const provinces = useBankProvincesQuery();
  const cities = useBankCitiesQuery(value.provCd, { skip: !value.provCd });
  const needsFirst = !value.bankCode ? '请先选择开户银行' : !value.cityCd ? '请先选择开户城市' : undefined;
  const branches = useBankBranchesQuery(
    { bankCode: value.bankCode, cityCd: value.cityCd, keyword: branchSearch },
    { skip: Boolean(needsFirst) || Boolean(branchHref) },
  );

  return (
    <>
      <SearchPick
        id={`${idPrefix}-bank`}
        label="开户银行"
        placeholder="搜索银行名称"
        chosen={value.bankName}
        onSearch={setBankKeyword}
        limit={endpoints.bankQueryBank.limits.keyword}
        options={banks.data?.list.map((b) => ({ key: b.bankCode, label: b.bankName }))}
        status={statusOf(banks)}
        onRetry={() => void banks.refetch()}
        onPick={(o) => onChange({ bankCode: o.key, bankName: o.label, ...NO_BRANCH })}
        error={errors.bankCode ?? errors.bankName}
      />
      <FormField id={`${idPrefix}-prov`} label="开户省份" error={errors.provCd}>
        <select
          value={value.provCd}
          onChange={(e) => onChange({ provCd: e.target.value, cityCd: '', ...NO_BRANCH })}
        >
          <option value="">{provinces.isError ? '省份加载失败，请重新进入' : '请选择省份'}</option>
          {provinces.data?.list.map((p) => (
            <option key={p.provCd} value={p.provCd}>
              {p.provNm}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${idPrefix}-city`} label="开户城市" error={errors.cityCd}>
        <select
          value={value.cityCd}
          disabled={!value.provCd}
          onChange={(e) => onChange({ cityCd: e.target.value, ...NO_BRANCH })}
        >
          <option value="">{value.provCd ? '请选择城市' : '请先选择省份'}</option>
          {cities.data?.list.map((c) => (
            <option key={c.cityCd} value={c.cityCd}>
              {c.cityNm}
            </option>
          ))}
        </select>
      </FormField>
      {branchHref ? (
        <div className="mh-field" data-invalid={errors.lbnkNo ? 'true' : undefined}>
          <span className="mh-field-label">开户支行</span>
          <p className="mh-pick-chosen">{value.lbnkNm || '未选择'}</p>
          {needsFirst ? (
            <p className="mh-field-hint">{needsFirst}</p>
          ) : (
            <Link className="mh-button" to={branchHref}>
              {value.lbnkNm ? '更换开户支行' : '选择开户支行'}
            </Link>
          )}
          {errors.lbnkNo ? <p className="mh-field-error">{errors.lbnkNo}</p> : null}
        </div>
      ) : (
        <SearchPick
          id={`${idPrefix}-branch`}
          label="开户支行"
          placeholder="搜索支行名称"
          chosen={value.lbnkNm}
          onSearch={setBranchKeyword}
          limit={endpoints.bankQueryBankBranch.limits.keyword}
          options={branches.data?.list.map((b) => ({ key: b.lbnkNo, label: b.lbnkNm }))}
          status={statusOf(branches)}
          onRetry={() => void branches.refetch()}
          onPick={(o) => onChange({ lbnkNo: o.key, lbnkNm: o.label })}
          error={errors.lbnkNo ?? errors.lbnkNm}
          blockedBy={needsFirst}
        />
      )}
    </>
  );
}
