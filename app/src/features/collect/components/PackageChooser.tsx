// Choosing a 开心送 package and paying for it: the order is opened once per choice (a double tap or
// a retry hands back the same order), paid by a card swipe where the host can swipe, on the mini
// program's pay page inside the mini program, by a QR code elsewhere; the swipe page of the flow
// takes it from there.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HappySendActivity } from '@merchant-h5/sdk';
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import { formatYuan } from '../../../lib/format';
import { useHost } from '../../../lib/host/useHost';
import { PAY_TAPPED, useMiniProgramPay } from '../../../lib/host/useMiniProgramPay';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useOrderHappySendMutation } from '../api/happySend';
import { useFlowLinks } from '../lib/useFlowLinks';

export function PackageChooser({ activity, initial }: { activity: HappySendActivity; initial?: string }) {
  const { native } = useHost();
  const inMiniProgram = useMiniProgramPay() !== null;
  const links = useFlowLinks();
  const navigate = useNavigate();
  const [order] = useOrderHappySendMutation();
  const { submit, submitting } = useSubmitOnce('package');
  const bought = new Set(activity.purchases.map((p) => p.packageId));
  const open = activity.packages.filter((p) => !bought.has(p.packageId));
  const [chosen, setChosen] = useState(
    open.find((p) => p.packageId === initial)?.packageId ?? open[0]?.packageId,
  );
  const pack = activity.packages.find((p) => p.packageId === chosen);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!pack) return;
    const body = {
      action: 'order',
      activityId: activity.activityId,
      packageId: pack.packageId,
      payWay: native ? 'swipe' : 'qrcode',
    } as const;
    const answer = await submit(body, (idempotencyKey) => order({ body, idempotencyKey }));
    if (answer?.order) void navigate(links.swipe(answer.order.payOrderNo), { state: PAY_TAPPED });
  };

  if (open.length === 0) return <p className="mh-collect-muted">本期套餐均已购买</p>;
  return (
    <form noValidate onSubmit={(e) => void pay(e)}>
      <ChoiceGroup
        legend="选择套餐"
        name="happy-send-package"
        choices={open.map((p) => ({
          value: p.packageId,
          label: p.name,
          price: p.price,
          description: p.benefits,
        }))}
        value={chosen}
        onChange={setChosen}
      />
      <p className="mh-collect-muted">
        {native
          ? '支付方式：刷卡支付'
          : inMiniProgram
            ? '支付方式：小程序支付'
            : '当前环境无法刷卡，将生成二维码扫码支付'}
      </p>
      <button
        type="submit"
        className="mh-button mh-button--primary mh-button--block"
        disabled={submitting || !pack}
      >
        {submitting ? '请稍后' : `去支付 ${pack ? formatYuan(pack.price) : ''}`}
      </button>
    </form>
  );
}
