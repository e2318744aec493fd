// /bankRedMoreActive/more: every running offer a page at a time, all banks' or one bank's (?bank=, so
// back from an offer keeps the filter); the chips are the recommended banks.
import type { BankOffer } from '@merchant-h5/sdk';
import { ChipGroup } from '../../../components/ChipGroup/ChipGroup';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { useListSource } from '../../../components/ListScreen/useListSource';
import { RECORD_ROW_HEIGHT } from '../../../components/RecordRow/RecordRow';
import { useSearchValues } from '../../../lib/useSearchValues';
import { useBankOfferHomeQuery, useBankOfferListInfiniteQuery } from '../api/bankOffers';
import { offerHref } from '../lib/links';
import { OfferRow } from './OfferRow';
import './bankOffers.css';

const rowKey = (o: BankOffer) => o.offerId;
const renderRow = (o: BankOffer) => <OfferRow offer={o} />;
const rowHref = (o: BankOffer) => offerHref(o.offerId);

export function MoreOffersView() {
  const [{ bank }, update] = useSearchValues(['bank']);
  const banks = useBankOfferHomeQuery().data?.banks ?? [];
  const source = useListSource(useBankOfferListInfiniteQuery(bank));
  const chosen = banks.find((b) => b.bankCode === bank);
  const chips = [
    { value: '', label: '全部' },
    ...banks.map((b) => ({ value: b.bankCode, label: b.bankName })),
  ];
  return (
    <ListScreen
      label="银行优惠"
      source={source}
      header={
        <ChipGroup
          label="按银行筛选"
          layout="scroll"
          chips={chips}
          value={bank}
          onChange={(b) => update({ bank: b })}
        />
      }
      rowKey={rowKey}
      renderRow={renderRow}
      rowHref={rowHref}
      rowHeight={RECORD_ROW_HEIGHT}
      emptyText={chosen ? `${chosen.bankName}暂无进行中的优惠` : '暂无进行中的银行优惠'}
    />
  );
}
