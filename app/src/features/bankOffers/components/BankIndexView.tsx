// /bankRecommendation/bankIndex: the recommended banks (each opens its offers in 更多优惠) and the
// featured offers (each opens its details), with the way to every offer.
import type { OfferBank } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { useBankOfferHomeQuery } from '../api/bankOffers';
import { moreOffersHref, offerHref } from '../lib/links';
import { OfferRow } from './OfferRow';
import './bankOffers.css';

function BankTile({ bank }: { bank: OfferBank }) {
  return (
    <li>
      <Link className="mh-bank-tile" to={moreOffersHref(bank.bankCode)}>
        <img className="mh-bank-logo" src={bank.logo} alt="" width={48} height={48} />
        <span className="mh-bank-name">{bank.bankName}</span>
        <span className="mh-bank-slogan">{bank.slogan}</span>
        <span className="mh-bank-count">{bank.offerCount} 个优惠</span>
      </Link>
    </li>
  );
}

export function BankIndexView() {
  const home = useBankOfferHomeQuery();
  const data = home.data;
  return (
    <div className="mh-bank">
      <QueryState
        {...queryStatus(home)}
        isEmpty={!data || (data.banks.length === 0 && data.featured.length === 0)}
        emptyText="暂无银行优惠"
        emptyDescription="银行推出新的商户优惠后会显示在这里"
      >
        {data ? (
          <div data-state="ready">
            <Section title="推荐银行">
              <ul className="mh-bank-grid" aria-label="推荐银行">
                {data.banks.map((bank) => (
                  <BankTile key={bank.bankCode} bank={bank} />
                ))}
              </ul>
            </Section>
            <Section
              title="精选优惠"
              action={
                <Link className="mh-bank-more" to={moreOffersHref()}>
                  更多优惠
                </Link>
              }
            >
              <ul className="mh-bank-offers" aria-label="精选优惠">
                {data.featured.map((offer) => (
                  <li key={offer.offerId}>
                    <Link to={offerHref(offer.offerId)}>
                      <OfferRow offer={offer} />
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          </div>
        ) : null}
      </QueryState>
    </div>
  );
}
