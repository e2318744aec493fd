// The host wallet's answer to `pay` for this session (PUT /__sim/wallet), and the payment side's
// "paid" for an open service-fee order (POST /__sim/wallet/settle, e.g. a QR code paid elsewhere).
import { useEffect, useState } from 'react';
import { control } from '../api';
import { LabeledSelect } from './LabeledSelect';

const RESULTS = [
  { value: '9000', label: '9000 支付成功' },
  { value: '8000', label: '8000 处理中（稍后到账）' },
  { value: '6004', label: '6004 结果未知（稍后到账）' },
  { value: '6001', label: '6001 用户取消' },
  { value: '4000', label: '4000 支付失败' },
  { value: '6002', label: '6002 网络出错' },
] as const;
type Result = (typeof RESULTS)[number]['value'];

export function WalletPanel({ session }: { session: string }) {
  const [result, setResult] = useState<Result>('9000');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    control('GET /wallet', { query: { session } }).then(
      (w) => setResult(RESULTS.find((r) => r.value === w.resultStatus)?.value ?? '9000'),
      () => undefined,
    );
  }, [session]);

  async function choose(value: Result) {
    setResult(value);
    try {
      await control('PUT /wallet', { query: { session }, body: { resultStatus: value } });
      setNotice(`钱包将应答 ${value}`);
    } catch (e) {
      setNotice(e instanceof Error ? e.message : String(e));
    }
  }

  async function settle() {
    try {
      const answer = await control('POST /wallet/settle', {
        body: { session },
      });
      setNotice(`${answer.orderNo} ${answer.charged ? '已标记支付' : '早已支付，未重复扣款'}`);
    } catch (e) {
      setNotice(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <details className="panel">
      <summary>
        <h2>钱包 Wallet</h2>
      </summary>
      <LabeledSelect
        label="pay 应答 resultStatus"
        value={result}
        options={RESULTS}
        onChange={(v) => void choose(v)}
      />
      <button type="button" onClick={() => void settle()}>
        服务费订单标记已支付 (settle)
      </button>
      {notice ? <p className="result">{notice}</p> : null}
    </details>
  );
}
