// /AlipayCertificate/addCard/{nameMask}: a settlement card for the holder whose masked name is the
// param — number (typed or the host's OCR), bank, city and branch (picked on the branch list). The
// draft lives in the certification slice; a refusal naming a field shows beside it; one submit per tap.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BankBranchFields } from '../../../../components/BankCard/BankBranchFields';
import type { BankBranchValue } from '../../../../components/BankCard/BankBranchFields';
import { BankCardInput } from '../../../../components/BankCard/BankCardInput';
import { cardNumberProblem } from '../../../../components/BankCard/cardNumber';
import { href, paths } from '../../../../config/paths';
import { useBankProvincesQuery, useBanksQuery } from '../../../../lib/bank/bankApi';
import { useChangeSettlementCardMutation } from '../../../../lib/bank/settlementCardApi';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { parallelQueryStatus } from '../../../../components/QueryState/queryStatus';
import type { ApiError } from '../../../../lib/apiError';
import { useSubmitOnce } from '../../../../lib/useSubmitOnce';
import { fieldOfRefusal } from '../../lib/channel';
import { useCardDraft } from './useCardDraft';
import { useChannelParam } from './useChannel';
import './channel.css';
import { SubmitButton } from '../../../../components/FormField/SubmitButton';
import { bankBranchProblems } from '../../../../components/BankCard/branchProblems';

type Errors = Partial<Record<'cardNum' | keyof BankBranchValue, string>>;
const CARD_FIELDS = [
  ['cardNum', /cardNo|卡号/],
  ['lbnkNo', /支行|lbnkNo/],
  ['bankCode', /bankCode|银行/],
] as const;

function cardErrors(cardNum: string, bank: BankBranchValue): Errors {
  const card = cardNumberProblem(cardNum);
  return { ...(card ? { cardNum: card } : {}), ...bankBranchProblems(bank) };
}

export function AddCardForm({ nameMask }: { nameMask: string | undefined }) {
  const channel = useChannelParam();
  const draft = useCardDraft();
  // The reference data the fields need first (the same cache entries the fields read).
  const banks = useBanksQuery('');
  const provinces = useBankProvincesQuery();
  const [errors, setErrors] = useState<Errors>({});
  const [change] = useChangeSettlementCardMutation();
  const { submit, submitting } = useSubmitOnce('addCard');
  const shownInline = (error: ApiError) => {
    const field = fieldOfRefusal(error, CARD_FIELDS);
    if (field) setErrors({ [field]: error.message });
    return field !== undefined;
  };
  const navigate = useNavigate();
  const { bank, cardNum } = draft;
  const clearError = (keys: string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k))));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = cardErrors(cardNum, bank);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      cardNo: cardNum,
      bankCode: bank.bankCode,
      branchBankNm: bank.lbnkNm,
      lbnkNo: bank.lbnkNo,
      provCd: bank.provCd,
      cityCd: bank.cityCd,
    };
    const done = await submit(body, (idempotencyKey) => change({ body, idempotencyKey }), { shownInline });
    if (!done) return;
    draft.clear();
    navigate(href(paths.certification.alipayAccountPage, {}, { channel }), { replace: true });
  };

  const branchHref =
    bank.cityCd && bank.bankCode
      ? href(
          paths.certification.alipayBranchList,
          { cityCd: bank.cityCd, bankCode: bank.bankCode },
          { channel },
        )
      : undefined;
  return (
    <QueryState {...parallelQueryStatus(banks, provinces)}>
      <form className="mh-channel" data-state="ready" noValidate onSubmit={(e) => void onSubmit(e)}>
        <p>持卡人：{nameMask || '账户持有人'}（须与商户认证的户名一致）</p>
        {draft.numberDropped && !cardNum ? (
          <p className="mh-channel-notice" role="status">
            为保护您的信息，银行卡号不会保存在本机，请重新输入卡号；其余已填写的内容已为您保留。
          </p>
        ) : null}
        <BankCardInput
          id="channel-card-no"
          value={cardNum}
          error={errors.cardNum}
          onChange={(digits) => {
            draft.setCardNum(digits);
            clearError(['cardNum']);
          }}
          onRecognised={(card) => {
            if (card.bankCode && card.bankName && !bank.bankCode)
              draft.setBank({ bankCode: card.bankCode, bankName: card.bankName });
          }}
        />
        <BankBranchFields
          idPrefix="channel-bank"
          value={bank}
          errors={errors}
          branchHref={branchHref ?? href(paths.certification.alipayBranchList, {}, { channel })}
          onChange={(patch) => {
            draft.setBank(patch);
            clearError(Object.keys(patch));
          }}
        />
        <div className="mh-button-stack">
          <SubmitButton submitting={submitting}>确认添加</SubmitButton>
        </div>
      </form>
    </QueryState>
  );
}
