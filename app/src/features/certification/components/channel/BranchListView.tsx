// /AlipayCertificate/branchList/{cityCd}/{bankCode}: the branches of a bank in a city, searched by
// name; the one picked goes into the add-card draft and the merchant returns to the form.
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { SearchPick } from '../../../../components/BankCard/SearchPick';
import { useDebounced } from '../../../../components/BankCard/useDebounced';
import { href, paths } from '../../../../config/paths';
import { useBankBranchesQuery } from '../../../../lib/bank/bankApi';
import { useCardDraft } from './useCardDraft';
import { useChannel } from './useChannel';
import './channel.css';

export function BranchListView({
  cityCd,
  bankCode,
}: {
  cityCd?: string | undefined;
  bankCode?: string | undefined;
}) {
  const { channel } = useChannel();
  const draft = useCardDraft();
  const navigate = useNavigate();
  const location = useLocation();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword);
  const ready = Boolean(cityCd && bankCode);
  const branches = useBankBranchesQuery(
    { cityCd: cityCd ?? '', bankCode: bankCode ?? '', keyword: search },
    { skip: !ready },
  );
  const addCard = href(paths.certification.alipayAddCard, {}, { channel });
  if (!ready)
    return (
      <div className="mh-channel">
        <p>请先在添加银行卡页面选择开户银行和开户城市，再选择支行。</p>
        <Link className="mh-button mh-button--primary mh-button--block" to={addCard}>
          返回添加银行卡
        </Link>
      </div>
    );
  return (
    <div className="mh-channel">
      <SearchPick
        id="channel-branch-search"
        label="搜索开户支行"
        placeholder="输入支行名称关键词，如“徐汇”"
        chosen={draft.bank.lbnkNm}
        onSearch={setKeyword}
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
  );
}
