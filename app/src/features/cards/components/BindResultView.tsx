// /UnionPayCardBindResult?cardId=: the card just bound, as the card list now has it.
import './cards.css';
import { useNavigate } from 'react-router-dom';
import { displayCardNumber } from '@merchant-h5/sdk';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { href, paths } from '../../../config/paths';
import { useSettlementCardsQuery } from '../../../lib/bank/settlementCardApi';
import { CARD_KIND_NAMES } from '../lib/detectCard';

export function BindResultView({ cardId }: { cardId?: string }) {
  const cards = useSettlementCardsQuery();
  const navigate = useNavigate();
  const card = cardId ? cards.data?.cards.find((c) => c.cardId === cardId) : undefined;
  const list = { text: '查看我的银行卡', onClick: () => void navigate(href(paths.payments.bankCardList)) };
  const again = { text: '继续添加', onClick: () => void navigate(href(paths.payments.addCardStep1)) };
  return (
    <QueryState {...queryStatus(cards)}>
      <div data-state="ready">
        {card ? (
          <ResultScreen
            status="success"
            title="银行卡绑定成功"
            description={`${card.bankName} ${CARD_KIND_NAMES[card.cardType]} ${displayCardNumber(card.cardNo)}，收款时可直接使用`}
            primary={list}
            secondary={again}
          />
        ) : (
          <ResultScreen
            status="info"
            title="没有找到这次绑卡的结果"
            description="可在我的银行卡中查看已绑定的卡，或重新添加"
            primary={list}
            secondary={again}
          />
        )}
      </div>
    </QueryState>
  );
}
