// /Alipay/certificate/{atMethod}: the certification with the chosen method — the legal person's name
// and ID number, or the settlement account. The legal person the server already has is offered as it
// is (masked), with the way to type another; a refusal that names a field is shown beside it; what
// was typed stays for the retry; a double tap submits once.
import type { AtMethod } from '@merchant-h5/sdk';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CardNumber } from '../../../../components/CardNumber/CardNumber';
import { QueryState } from '../../../../components/QueryState/QueryState';
import { parallelQueryStatus, queryStatus } from '../../../../components/QueryState/queryStatus';
import { href, paths } from '../../../../config/paths';
import { useSettlementCardsQuery } from '../../../../lib/bank/settlementCardApi';
import type { ApiError } from '../../../../lib/apiError';
import { useSubmitOnce } from '../../../../lib/useSubmitOnce';
import { useSubmitChannelCertificationMutation } from '../../api/channelApi';
import { AT_METHODS, CHANNEL_NAMES, fieldOfRefusal } from '../../lib/channel';
import { CERTIFICATE_FIELDS, legalPersonErrors } from './certificateForm';
import { LegalPersonFields } from './LegalPersonFields';
import type { LegalPerson } from './LegalPersonFields';
import { useChannel } from './useChannel';
import './channel.css';
import { OnFile } from '../../../../components/FormField/OnFile';
import { SubmitButton } from '../../../../components/FormField/SubmitButton';

type Errors = Partial<Record<'name' | 'idNo' | 'account', string>>;
const c = paths.certification;

export function CertificateForm({ atMethod }: { atMethod: AtMethod }) {
  const { channel, certification } = useChannel();
  const cards = useSettlementCardsQuery(undefined, { skip: atMethod !== 'account' });
  const [person, setPerson] = useState<LegalPerson>({ name: '', idNo: '' });
  const onFile = certification.data?.legalPersonOnFile ?? null;
  const [typing, setTyping] = useState(false);
  const useOnFile = atMethod === 'legalPerson' && onFile !== null && !typing;
  const [errors, setErrors] = useState<Errors>({});
  const [send] = useSubmitChannelCertificationMutation();
  const { submit, submitting } = useSubmitOnce('certificate');
  const shownInline = (error: ApiError) => {
    const field = fieldOfRefusal(error, CERTIFICATE_FIELDS);
    if (field) setErrors({ [field]: error.message });
    return field !== undefined;
  };
  const navigate = useNavigate();
  const card = cards.data?.settlementCard ?? null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = useOnFile
      ? {}
      : atMethod === 'legalPerson'
        ? legalPersonErrors(person)
        : card
          ? {}
          : { account: '请先添加结算卡' };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = useOnFile
      ? { channel, atMethod, onFile: true as const }
      : atMethod === 'legalPerson'
        ? { channel, atMethod, name: person.name.trim(), idNo: person.idNo }
        : { channel, atMethod, cardId: card!.cardId };
    const done = await submit(body, (idempotencyKey) => send({ body, idempotencyKey }), { shownInline });
    if (done) navigate(href(c.alipayStatus, {}, { channel }), { replace: true });
  };

  const queries =
    atMethod === 'account' ? parallelQueryStatus(certification, cards) : queryStatus(certification);
  return (
    <form className="mh-channel" noValidate onSubmit={(e) => void onSubmit(e)}>
      <QueryState {...queries}>
        <div data-state="ready">
          <h2>{AT_METHODS[atMethod].title}</h2>
          <p>{AT_METHODS[atMethod].description}。</p>
          {useOnFile && onFile ? (
            <OnFile
              label="认证使用的法定代表人"
              lines={[`法定代表人：${onFile.nameMask}`, `身份证号：${onFile.idNoMask}`]}
              error={errors.name}
              otherLabel="填写其他身份信息"
              onOther={() => setTyping(true)}
            />
          ) : atMethod === 'legalPerson' ? (
            <>
              <LegalPersonFields
                value={person}
                errors={errors}
                onChange={(patch) => {
                  setPerson((p) => ({ ...p, ...patch }));
                  setErrors((e) => ({
                    ...e,
                    ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])),
                  }));
                }}
              />
              {onFile ? (
                <button
                  type="button"
                  className="mh-button mh-button--link"
                  onClick={() => {
                    setTyping(false);
                    setErrors({});
                  }}
                >
                  使用已登记的身份信息
                </button>
              ) : null}
            </>
          ) : (
            <section className="mh-channel-card" aria-label="认证使用的结算账户">
              {card ? (
                <>
                  <p>{card.bankName}</p>
                  <p className="mh-channel-card-no">
                    <CardNumber value={card.cardNo} />
                  </p>
                </>
              ) : (
                <p>还没有结算卡</p>
              )}
              {errors.account ? <p className="mh-field-error">{errors.account}</p> : null}
              <Link to={href(c.alipayAccountPage, {}, { channel })}>
                {card ? '更换结算账户' : '添加结算卡'}
              </Link>
            </section>
          )}
          <div className="mh-button-stack">
            <SubmitButton submitting={submitting}>{`提交${CHANNEL_NAMES[channel]}商家认证`}</SubmitButton>
            <Link className="mh-button mh-button--block" to={href(c.alipayAtAuthMethod, {}, { channel })}>
              换一种验证方式
            </Link>
          </div>
        </div>
      </QueryState>
    </form>
  );
}
