// /bankRedDetails/details/{id}: one offer — its name, bank, validity and benefit, the rules (server
// HTML through the one sanitiser), how to join, and the way to the bank's page. An ended offer says
// 活动已结束 and offers no way to join; an unknown one says so with the way to the running offers.
import type { BankOfferDetail } from '@merchant-h5/sdk';
import { Link, useNavigate } from 'react-router-dom';
import { DetailFields } from '../../../components/DetailScreen/DetailFields';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { Section } from '../../../components/Section/Section';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import type { ApiError } from '../../../lib/apiError';
import { useBankOfferDetailQuery } from '../api/bankOffers';
import { moreOffersHref } from '../lib/links';
import { BankPageLink } from './BankPageLink';
import '../../../components/DetailScreen/DetailScreen.css';
import './bankOffers.css';

/** The server's "no such record" (1004): no 重试, the way to the running offers instead. */
function isNotFound(error: unknown): boolean {
  const e = error as Partial<ApiError> | undefined;
  return e?.kind === 'business' && e.code === '1004';
}

function Detail({ offer }: { offer: BankOfferDetail }) {
  const ended = offer.status !== '1';
  return (
    <article data-state="ready">
      <Section aria-labelledby="bank-offer-title">
        <div className="mh-bank-head">
          <img className="mh-bank-logo" src={offer.logo} alt="" width={48} height={48} />
          <div>
            <h1 id="bank-offer-title" className="mh-bank-title">
              {offer.title}
            </h1>
            <p className="mh-bank-summary">{offer.summary}</p>
          </div>
        </div>
        {ended ? (
          <p className="mh-bank-ended" role="status">
            活动已结束
          </p>
        ) : null}
        <DetailFields
          fields={[
            { label: '银行', value: offer.bankName },
            { label: '活动时间', value: `${offer.validFrom} 至 ${offer.validTo}` },
            { label: '状态', value: offer.statusName },
            { label: '标签', value: offer.tags.join('、') },
          ]}
        />
      </Section>
      <Section title="活动规则">
        <ServerHtml className="mh-bank-rules" html={offer.rulesHtml} />
      </Section>
      {!ended && offer.howToJoin.length > 0 ? (
        <Section title="如何参与">
          <ol className="mh-bank-steps">
            {offer.howToJoin.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Section>
      ) : null}
      <div className="mh-bank-actions">
        {!ended && offer.link ? <BankPageLink link={offer.link} /> : null}
        <Link className="mh-bank-more" to={moreOffersHref()}>
          {ended ? '看看其他进行中的优惠' : '更多银行优惠'}
        </Link>
      </div>
    </article>
  );
}

export function OfferDetailView({ offerId }: { offerId: string }) {
  const detail = useBankOfferDetailQuery(offerId);
  const navigate = useNavigate();
  if (isNotFound(detail.error))
    return (
      <ResultScreen
        status="warning"
        title="未找到该银行优惠"
        description="该优惠不存在或尚未开始"
        primary={{ text: '查看全部银行优惠', onClick: () => navigate(moreOffersHref()) }}
      />
    );
  return (
    <div className="mh-bank">
      <QueryState {...queryStatus(detail)} isEmpty={!detail.data} emptyText="未找到该银行优惠">
        {detail.data ? <Detail offer={detail.data} /> : null}
      </QueryState>
    </div>
  );
}
