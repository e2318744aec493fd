// The mini program's pay page as the simulator draws it (hosts/mini-program-pay.ts serves it): the
// order the mini program's server holds, and one button per outcome. Its one inline script carries
// the response's CSP nonce; each button posts its outcome as JSON (the control API takes no form) and
// follows the answer's way back to the H5.
import type { PayPageView } from '../hosts/mini-program-pay';
import { MINI_PROGRAM_PAY_OUTCOMES, type MiniProgramPayOutcome } from '../../shared/mini-program';
import { escapeHtml } from './message-page';

const OUTCOME_LABELS: Record<MiniProgramPayOutcome, string> = {
  paid: '支付',
  cancelled: '取消',
  failed: '支付失败',
};

/** JSON safe inside a <script>: no "<" can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** @example res.type('html').send(renderMiniProgramPayPage(scriptNonce(res), { session, orderNo, order })) */
export function renderMiniProgramPayPage(nonce: string, { session, orderNo, order }: PayPageView): string {
  const body = order
    ? `<p>${escapeHtml(order.goods)}</p>
<p>¥${order.amount.toFixed(2)}</p>
<p>订单号 ${escapeHtml(order.orderNo)}</p>
${MINI_PROGRAM_PAY_OUTCOMES.map(
  (o) => `<p><button type="button" data-outcome="${o}">${OUTCOME_LABELS[o]}</button></p>`,
).join('\n')}`
    : `<p>订单不存在：${escapeHtml(orderNo)}</p>`;
  const script = `document.querySelectorAll('button[data-outcome]').forEach(function (b) {
  b.addEventListener('click', function () {
    document.querySelectorAll('button').forEach(function (x) { x.disabled = true; });
    fetch('/__sim/miniprogram/pay/outcome', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session: ${scriptJson(session)}, orderNo: ${scriptJson(orderNo)}, outcome: b.dataset.outcome })
    })
      .then(function (r) { return r.json(); })
      .then(function (a) { location.replace(a.back); });
  });
});`;
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>小程序支付</title></head>
<body><main><h1>小程序支付</h1>
${body}
</main><script nonce="${nonce}">${script}</script></body>
</html>
`;
}
