// /others/Agreement: the quick-pay agreement (server HTML, sanitised). Opened from step 2 (`?ref=`),
// 同意 accepts it for that card and goes back; opened alone, it leads to binding a card.
import './cards.css';
import { Link, useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { ServerHtml } from '../../../components/ServerHtml/ServerHtml';
import { href, paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks';
import { useSupportBanksQuery } from '../api/cardBinding';
import { selectCard, setAgreed } from '../state/cardBindingSlice';

export function AgreementView({ cardRef }: { cardRef?: string }) {
  const banks = useSupportBanksQuery();
  const card = useAppSelector((s) => selectCard(s, cardRef));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const agreement = banks.data?.agreement;
  return (
    <QueryState {...queryStatus(banks)}>
      {agreement ? (
        <article className="mh-card-agreement" data-state="ready" aria-labelledby="agreement-title">
          <h2 id="agreement-title">{agreement.title}</h2>
          <ServerHtml html={agreement.content} />
          <div className="mh-button-stack">
            {card && cardRef ? (
              <button
                type="button"
                className="mh-button mh-button--primary mh-button--block"
                onClick={() => {
                  dispatch(setAgreed({ ref: cardRef, agreed: true }));
                  void navigate(-1);
                }}
              >
                同意并返回
              </button>
            ) : (
              <Link
                className="mh-button mh-button--primary mh-button--block"
                to={href(paths.payments.addCardStep1)}
              >
                添加银行卡
              </Link>
            )}
          </div>
        </article>
      ) : null}
    </QueryState>
  );
}
