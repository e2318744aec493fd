// The host card reader's answer to `swipeCardPay` for this session (PUT /__sim/collect/swipe), and
// the payer of an open QR-code or swipe order (POST /__sim/collect/settle: paid or failed).
import { useEffect, useState } from 'react';
import { SWIPE_CODES, type SwipeErrorCode } from '@merchant-h5/sdk';
import { control } from '../api';
import { LabeledSelect } from './LabeledSelect';

const CODES = Object.entries(SWIPE_CODES).map(([value, { text }]) => ({
  value: value as SwipeErrorCode,
  label: `${value} ${text}`,
}));

export function CardReaderPanel({ session }: { session: string }) {
  const [code, setCode] = useState<SwipeErrorCode>('0000');
  const [notice, setNotice] = useState('');
  const say = (e: unknown) => setNotice(e instanceof Error ? e.message : String(e));

  useEffect(() => {
    control('GET /collect/swipe', { query: { session } }).then(
      (r) => setCode(r.errorCode),
      () => undefined,
    );
  }, [session]);

  async function choose(value: SwipeErrorCode) {
    setCode(value);
    try {
      await control('PUT /collect/swipe', { query: { session }, body: { errorCode: value } });
      setNotice(`刷卡将应答 ${value}`);
    } catch (e) {
      say(e);
    }
  }

  async function settle(outcome: 'paid' | 'failed') {
    try {
      const r = await control('POST /collect/settle', {
        body: { session, outcome },
      });
      setNotice(
        `${r.payOrderNo} ${r.changed ? (outcome === 'paid' ? '已付款' : '已标记失败') : '早已结束，未改变'}`,
      );
    } catch (e) {
      say(e);
    }
  }

  return (
    <details className="panel">
      <summary>
        <h2>刷卡与收款 Card reader</h2>
      </summary>
      <LabeledSelect
        label="swipeCardPay 应答 errorCode"
        value={code}
        options={CODES}
        onChange={(v) => void choose(v)}
      />
      <button type="button" onClick={() => void settle('paid')}>
        收款订单付款 (settle paid)
      </button>
      <button type="button" onClick={() => void settle('failed')}>
        收款订单失败 (settle failed)
      </button>
      {notice ? <p className="result">{notice}</p> : null}
    </details>
  );
}
