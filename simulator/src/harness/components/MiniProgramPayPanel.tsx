// What the mini program's pay page does with the session's next hand-offs (PUT /__sim/miniprogram/pay):
// wait for a button on the page in the phone, or pay, cancel or fail at once and come straight back.
import { useEffect, useState } from 'react';
import { control } from '../api';
import { LabeledSelect } from './LabeledSelect';

const OUTCOMES = [
  { value: 'ask', label: '在页面上选择' },
  { value: 'paid', label: '支付成功' },
  { value: 'cancelled', label: '用户取消' },
  { value: 'failed', label: '支付失败' },
] as const;
type Outcome = (typeof OUTCOMES)[number]['value'];

export function MiniProgramPayPanel({ session }: { session: string }) {
  const [outcome, setOutcome] = useState<Outcome>('ask');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    control('GET /miniprogram/pay/choice', { query: { session } }).then(
      (c) => setOutcome(OUTCOMES.find((o) => o.value === c.outcome)?.value ?? 'ask'),
      () => undefined,
    );
  }, [session]);

  async function choose(value: Outcome) {
    setOutcome(value);
    try {
      await control('PUT /miniprogram/pay', { query: { session }, body: { outcome: value } });
      setNotice(value === 'ask' ? '支付页等待选择' : `支付页将直接应答 ${value}`);
    } catch (e) {
      setNotice(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <details className="panel">
      <summary>
        <h2>小程序支付页 Mini-program pay</h2>
      </summary>
      <LabeledSelect label="支付页结果" value={outcome} options={OUTCOMES} onChange={(v) => void choose(v)} />
      {notice ? <p className="result">{notice}</p> : null}
    </details>
  );
}
