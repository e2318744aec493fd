// Step 1 of binding: the card number, typed or read by the host's OCR (BankCardInput: Luhn, masked
// when not edited), its bank and kind told from the supported banks' prefixes. 下一步 opens step 2
// under an opaque reference minted for this form; the number itself goes to memory only.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BankCardInput } from '../../../components/BankCard/BankCardInput';
import { cardNumberProblem } from '../../../components/BankCard/cardNumber';
import { SubmitButton } from '../../../components/FormField/SubmitButton';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { href, paths } from '../../../config/paths';
import { useAppDispatch } from '../../../lib/state/hooks';
import { useSupportBanksQuery } from '../api/cardBinding';
import { newCardRef } from '../lib/cardRef';
import { CARD_KIND_NAMES, detectCard } from '../lib/detectCard';
import { rememberCard } from '../state/cardBindingSlice';
import { SupportedBanks } from './SupportedBanks';
import './cards.css';

export interface CardNumberFormProps {
  /** Replace the current entry (a step whose memory was lost) instead of adding one. */
  replace?: boolean;
}

export function CardNumberForm({ replace = false }: CardNumberFormProps) {
  const banks = useSupportBanksQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [ref] = useState(newCardRef);
  const [cardNo, setCardNo] = useState('');
  const [error, setError] = useState<string>();
  const list = banks.data?.list ?? [];
  const detected = cardNo.length >= 6 ? detectCard(list, cardNo) : undefined;

  const problem = () =>
    cardNumberProblem(cardNo) ?? (detected ? undefined : '暂不支持该银行卡，请查看下方支持的银行');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = problem();
    setError(found);
    if (found || !detected) return;
    const { bank, cardType } = detected;
    dispatch(rememberCard({ ref, cardNo, cardType, bankCode: bank.bankCode, bankName: bank.bankName }));
    void navigate(href(paths.payments.addCardStep2, { cardNo: ref, cardType }), { replace });
  };

  return (
    <QueryState {...queryStatus(banks)}>
      <form className="mh-form" data-state="ready" noValidate onSubmit={onSubmit}>
        <section className="mh-form-section" aria-labelledby="bind-card-number">
          <h2 id="bind-card-number">本人银行卡</h2>
          <BankCardInput
            id="bind-card-no"
            value={cardNo}
            onChange={(digits) => {
              setCardNo(digits);
              setError(undefined);
            }}
            error={error}
          />
          <p className="mh-card-detected" aria-live="polite">
            {detected ? `${detected.bank.bankName} · ${CARD_KIND_NAMES[detected.cardType]}` : ''}
          </p>
        </section>
        {/* Nothing is sent: the step is never in flight. */}
        <SubmitButton submitting={false}>下一步</SubmitButton>
        <SupportedBanks banks={list} />
      </form>
    </QueryState>
  );
}
