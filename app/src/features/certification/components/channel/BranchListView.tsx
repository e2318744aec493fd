// /AlipayCertificate/branchList/{cityCd}/{bankCode}: the branches of a bank in a city, searched by
// name; the one picked goes into the add-card draft and the merchant returns to the form. Without
// the params it takes the draft's bank and city, and without those it asks for them here.
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { endpoints } from '@merchant-h5/sdk';
import { BankBranchFields } from '../../../../components/BankCard/BankBranchFields';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { parallelQueryStatus, queryStatus } from '../../../../components/QueryState/queryStatus';
import { SearchPick } from '../../../../components/BankCard/SearchPick';
import { useDebounced } from '../../../../components/BankCard/useDebounced';
import { href, paths } from '../../../../config/paths';
import { useBankBranchesQuery, useBankProvincesQuery, useBanksQuery } from '../../../../lib/bank/bankApi';
import { useCardDraft } from './useCardDraft';
import { useChannelParam } from './useChannel';
import './channel.css';

export function BranchListView(props: { cityCd?: string | undefined; bankCode?: string | undefined }) {
  const channel = useChannelParam();
  const draft = useCardDraft();
  const cityCd = props.cityCd ?? draft.bank.cityCd;
  const bankCode = props.bankCode ?? draft.bank.bankCode;
  const ready = Boolean(cityCd && bankCode);
  const addCard = href(paths.certification.alipayAddCard, {}, { channel });
  return ready ? (
    <BranchSearch cityCd={cityCd} bankCode={bankCode} addCard={addCard} />
  ) : (
    <ChooseBankFirst addCard={addCard} />
  );
}

function ChooseBankFirst({ addCard }: { addCard: string }) {
  const draft = useCardDraft();
  const banks = useBanksQuery('');
  const provinces = useBankProvincesQuery();
  return (
    <div className="mh-channel">
      <QueryState {...parallelQueryStatus(banks, provinces)}>
        <div data-state="ready">
          <p>请先选择开户银行和开户城市，再选择支行。</p>
          <BankBranchFields idPrefix="branch-list" value={draft.bank} onChange={draft.setBank} />
          <div className="mh-button-stack">
            <Link className="mh-button mh-button--primary mh-button--block" to={addCard}>
              返回添加银行卡
            </Link>
          </div>
        </div>
      </QueryState>
    </div>
  );
}

function BranchSearch({ cityCd, bankCode, addCard }: { cityCd: string; bankCode: string; addCard: string }) {
  const draft = useCardDraft();
  const navigate = useNavigate();
  const location = useLocation();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword);
  const branches = useBankBranchesQuery({ cityCd, bankCode, keyword: search });
  return (
    <div className="mh-channel">
      <QueryState {...queryStatus(branches)}>
        <div data-state="ready">
          <SearchPick
            id="channel-branch-search"
            label="搜索开户支行"
            placeholder="输入支行名称关键词，如“徐汇”"
            chosen={draft.bank.lbnkNm}
            onSearch={setKeyword}
            limit={endpoints.bankQueryBankBranch.limits.keyword}
            alwaysOpen
            options={branches.data?.list.map((b) => ({ key: b.lbnkNo, label: b.lbnkNm }))}
            status={branches.isFetching ? 'loading' : branches.isError ? 'failed' : 'ready'}
            onRetry={() => void branches.refetch()}
            onPick={(o) => {
              draft.setBank({ lbnkNo: o.key, lbnkNm: o.label });
              // Back to the form the merchant came from (its masked holder name with it), else a fresh one.
              if (location.key !== 'default') navigate(-1);
              else navigate(addCard, { replace: true });
            }}
          />
        </div>
      </QueryState>
    </div>
  );
}
