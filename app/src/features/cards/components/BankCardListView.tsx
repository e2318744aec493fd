// /bankCardList: where the money arrives (the settlement card, changed here) and the cards bound for
// quick pay; each part says what to do when it is empty.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href, paths } from '../../../config/paths';
import { useSettlementCardsQuery } from '../../../lib/bank/settlementCardApi';
import { CardRow } from './CardRow';
import { ChangeSettlementCardForm } from './ChangeSettlementCardForm';
import './cards.css';

export function BankCardListView() {
  const cards = useSettlementCardsQuery();
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState<string>();
  const settlement = cards.data?.settlementCard ?? null;
  const bound = (cards.data?.cards ?? []).filter((c) => !c.isSettlement);
  return (
    <QueryState {...queryStatus(cards)}>
      <div className="mh-card-list" data-state="ready">
        <section className="mh-form-section" aria-labelledby="settlement-card">
          <h2 id="settlement-card">结算卡</h2>
          {changed ? (
            <p className="mh-card-notice" role="status">
              {changed}
            </p>
          ) : null}
          {settlement ? (
            <CardRow card={settlement} testId="settlement-card-no" />
          ) : (
            <p className="mh-card-empty">尚未设置结算卡：设置后，收款资金将结算到这张卡。</p>
          )}
          {changing ? (
            <ChangeSettlementCardForm
              onCancel={() => setChanging(false)}
              onChanged={(text) => {
                setChanged(text);
                setChanging(false);
              }}
            />
          ) : (
            <div className="mh-button-stack">
              <button type="button" className="mh-button mh-button--block" onClick={() => setChanging(true)}>
                {settlement ? '更换结算卡' : '设置结算卡'}
              </button>
            </div>
          )}
        </section>
        <section className="mh-form-section" aria-labelledby="quick-pay-cards">
          <h2 id="quick-pay-cards">快捷支付银行卡</h2>
          {bound.length > 0 ? (
            <ul className="mh-card-rows" aria-label="已绑定的银行卡">
              {bound.map((c) => (
                <li key={c.cardId}>
                  <CardRow card={c} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mh-card-empty">
              还没有绑定快捷支付银行卡：绑定本人银行卡后，收款时无需再输入卡号。
            </p>
          )}
          <div className="mh-button-stack">
            <Link
              className="mh-button mh-button--primary mh-button--block"
              to={href(paths.payments.addCardStep1)}
            >
              添加银行卡
            </Link>
          </div>
        </section>
      </div>
    </QueryState>
  );
}
