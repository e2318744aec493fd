// The exchange of one good: what, how many, where to (physical goods), what it costs in points
// against the balance. 兑换 checks the form and asks once, in the confirmation sheet that shows the
// points spent and what remains; its 确认兑换 sends once (useSubmitOnce: a double tap, or a retry
// after a lost answer, carries the same idempotency key); a refusal (积分不足, 库存不足, 会员专享…)
// shows in the server's words and spends nothing; success opens the new order.
import type { CommodityDetail, IntegralExchangeRequest } from '@merchant-h5/sdk';
import { maskMobile } from '@merchant-h5/sdk';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmSheet } from '../../../components/ConfirmSheet/ConfirmSheet';
import { Money } from '../../../components/Money';
import { Section } from '../../../components/Section/Section';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useExchangeMutation } from '../api/exchange';
import { countProblem, maxCount } from '../lib/exchangeCount';
import { orderHref } from '../lib/links';
import { withPointsFormatted } from '../../../lib/format';
import { formatPoints } from '../../../lib/format';
import { AddressChooser } from './AddressChooser';
import { CommodityPicture } from './CommodityPicture';
import { CommodityRefusal } from './CommodityRefusal';
import { CountField } from './CountField';
import { PointsBalance } from './PointsBalance';
import './mall.css';

export interface ExchangeFormProps {
  detail: CommodityDetail;
  /** Reloads the good after a refusal (its stock, the balance and why it cannot be had now). */
  onRefused: () => void;
}

export function ExchangeForm({ detail, onRefused }: ExchangeFormProps) {
  const navigate = useNavigate();
  const [exchange] = useExchangeMutation();
  const { submit, submitting } = useSubmitOnce('exchange');
  const [countText, setCountText] = useState('1');
  const [countError, setCountError] = useState<string>();
  const [picked, setPicked] = useState<string>();
  const [addressError, setAddressError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  // A refusal is final for that attempt (the server replays it for the same key): the next tap is a
  // new attempt with a new key. A lost answer keeps the attempt, so its retry reuses the key.
  const [attempt, setAttempt] = useState(0);

  const limits = { points: detail.points, stock: detail.stock, balance: detail.balance };
  const max = maxCount(limits);
  const chosen = detail.addresses.find((a) => a.addressId === picked) ?? detail.addresses[0];
  const count = Number(countText) || 0;
  const cost = detail.points * count;

  /** 兑换: the form is checked beside its fields, then the sheet asks once. */
  const onExchange = () => {
    setRefusal(undefined);
    const problem = countProblem(countText, limits);
    const noAddress = !detail.isVirtual && !chosen;
    setCountError(problem);
    setAddressError(noAddress ? '请先添加收货地址' : undefined);
    if (!problem && !noAddress) setConfirming(true);
  };

  /** 确认兑换 in the sheet. */
  const onConfirm = async () => {
    const body: IntegralExchangeRequest = {
      commodityId: detail.commodityId,
      count,
      ...(detail.isVirtual || !chosen ? {} : { addressId: chosen.addressId }),
    };
    let sent = false;
    const send = (idempotencyKey: string) => {
      sent = true;
      return exchange({ body, idempotencyKey });
    };
    const result = await submit({ body, attempt }, send, {
      shownInline: (error) => {
        if (error.kind !== 'business') return false;
        setRefusal(withPointsFormatted(error.message));
        setAttempt((a) => a + 1);
        onRefused();
        return true;
      },
    });
    // Back from the order goes to the good, not to a form that would exchange again.
    if (result) void navigate(orderHref(result.order.orderNo), { replace: true });
    // A refusal shows under the form, any other failure as a toast; 兑换 asks again. (A tap while
    // one is in flight sent nothing and leaves the sheet as it is.)
    else if (sent) setConfirming(false);
  };

  return (
    <div className="mh-mall" data-state="ready">
      <PointsBalance balance={detail.balance} label="可用积分" />
      <Section title="兑换商品">
        <div className="mh-goods-row">
          <CommodityPicture commodity={detail} />
          <div className="mh-goods-info">
            <span className="mh-goods-name">{detail.name}</span>
            <span className="mh-goods-points">{formatPoints(detail.points)} 积分/件</span>
            <span className="mh-goods-sub">
              <span>
                市场价 <Money amount={detail.marketPrice} />
              </span>
              <span>{detail.stock > 0 ? `库存 ${detail.stock}` : '售罄'}</span>
            </span>
          </div>
        </div>
        <CountField
          value={countText}
          max={max}
          error={countError}
          onChange={(v) => {
            setCountText(v);
            setCountError(undefined);
          }}
        />
      </Section>
      {detail.isVirtual ? (
        <Section aria-label="发放方式">
          <p className="mh-mall-description">虚拟商品，兑换后自动发放到您的账户，无需收货地址。</p>
        </Section>
      ) : (
        <AddressChooser
          addresses={detail.addresses}
          value={chosen?.addressId}
          error={addressError}
          onChange={(id) => {
            setPicked(id);
            setAddressError(undefined);
          }}
        />
      )}
      <div className="mh-mall-actions">
        <p className="mh-mall-total">
          合计 <strong data-testid="exchange-total">{formatPoints(cost)}</strong> 积分
        </p>
        {refusal ? (
          <p className="mh-mall-refusal" role="alert" data-testid="exchange-failure">
            {refusal}
          </p>
        ) : !detail.canExchange ? (
          <CommodityRefusal detail={detail} />
        ) : null}
        <button
          type="button"
          className="mh-button mh-button--primary mh-button--block"
          disabled={submitting || !detail.canExchange}
          onClick={onExchange}
        >
          兑换
        </button>
      </div>
      <ConfirmSheet
        open={confirming}
        title="确认兑换"
        rows={[
          { label: '消耗积分', value: formatPoints(cost), testId: 'confirm-points' },
          { label: '剩余积分', value: formatPoints(detail.balance - cost), testId: 'confirm-remaining' },
        ]}
        confirmText="确认兑换"
        busyText="兑换中…"
        busy={submitting}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      >
        <p data-testid="confirm-goods">
          {detail.name} ×{count}
        </p>
        {detail.isVirtual || !chosen ? null : (
          <p data-testid="confirm-address">
            寄至 {chosen.name} {maskMobile(chosen.phone)}
          </p>
        )}
      </ConfirmSheet>
    </div>
  );
}
