// /AlipayCertificate/accountPage: the settlement account the certification verifies, masked, and
// adding another (the holder's masked name goes to the add-card screen; never a card number).
import { Link } from 'react-router-dom';
import { CardNumber } from '../../../../components/CardNumber/CardNumber';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { parallelQueryStatus } from '../../../../components/QueryState/queryStatus';
import { href, paths } from '../../../../config/paths';
import { useSettlementCardsQuery } from '../../../../lib/bank/settlementCardApi';
import { useChannel } from './useChannel';
import './channel.css';

export function AccountView() {
  const { channel, certification } = useChannel();
  const cards = useSettlementCardsQuery();
  const card = cards.data?.settlementCard ?? null;
  const nameMask = certification.data?.holderNameMask ?? '';
  return (
    <div className="mh-channel">
      <QueryState {...parallelQueryStatus(certification, cards)}>
        <div data-state="ready">
          <section className="mh-channel-card" aria-label="结算账户">
            {card ? (
              <>
                <p>户名：{nameMask}</p>
                <p>{card.bankName}</p>
                <p className="mh-channel-card-no">
                  <CardNumber value={card.cardNo} testId="settlement-card-no" />
                </p>
              </>
            ) : (
              <p>还没有结算卡：添加一张户名为 {nameMask || '账户持有人'} 的借记卡，用于认证和收款结算。</p>
            )}
          </section>
          <div className="mh-button-stack">
            <Link
              className="mh-button mh-button--primary mh-button--block"
              to={href(paths.certification.alipayAddCard, { nameMask: nameMask || undefined }, { channel })}
            >
              {card ? '更换结算卡' : '添加结算卡'}
            </Link>
            <Link
              className="mh-button mh-button--block"
              to={href(paths.certification.alipayDredge, {}, { channel })}
            >
              返回商家认证
            </Link>
          </div>
        </div>
      </QueryState>
    </div>
  );
}
