// /others/swipeCardPayingPage (and the mini program's HappyDelivery/swipeCardPayingPage): the order's
// amount, then the host's card reader. A collection starts from the typed amount (one order per
// tap: its number then stays in the address, and a swipe again pays the same order); a 开心送 order
// arrives by ?payOrderNo=. Where no card can be swiped, the page says what to do instead, and an
// order made for a QR code shows its code — or, inside the mini program, goes to its pay page.
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { QuickPayment } from '@merchant-h5/sdk';
import { MiniProgramPayHandOff } from '../../../components/MiniProgramPay/MiniProgramPayHandOff';
import { Money } from '../../../components/Money';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { useMiniProgramPay } from '../../../lib/host/useMiniProgramPay';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useCollectOrderQuery, useOpenCollectOrderMutation } from '../api/orders';
import { useSwipe } from '../hooks/useSwipe';
import { isPayment, resultStateOf } from '../lib/flow';
import { NO_READER_TEXT } from '../lib/swipe';
import { useFlowLinks } from '../lib/useFlowLinks';
import { AmountForm } from './AmountForm';
import { CollectStart } from './CollectStart';
import { OrderQrPanel } from './OrderQrPanel';
import { SwipeAnswerNote } from './SwipeAnswerNote';
import './collect.css';

const QR_INSTEAD = '当前环境无法刷卡，请让付款方扫描下方二维码完成支付';

function NoReader() {
  const { inMirror } = useFlowLinks();
  return (
    <Section data-state="ready">
      <p className="mh-collect-notice" role="alert">
        {NO_READER_TEXT}
      </p>
      {inMirror ? null : (
        <Link className="mh-collect-link" to={href(paths.payments.othersQrcode)}>
          改用扫码收款
        </Link>
      )}
    </Section>
  );
}

export function SwipePayView({ timeoutMs }: { timeoutMs?: number }) {
  const links = useFlowLinks();
  const navigate = useNavigate();
  const inMiniProgram = useMiniProgramPay() !== null;
  const [search, setSearch] = useSearchParams();
  const payOrderNo = search.get('payOrderNo');
  const [openOrder] = useOpenCollectOrderMutation();
  const { submit, submitting } = useSubmitOnce('swipePay');
  const { swipe, swiping, answer, canSwipe } = useSwipe(timeoutMs);
  const current = useCollectOrderQuery(payOrderNo ?? '', { skip: !payOrderNo });
  const order = isPayment(current.data) ? current.data : undefined;

  const collect = async (amount: number) => {
    const body = { payWay: 'swipe', amount } as const;
    const opened = await submit(body, (idempotencyKey) => openOrder({ body, idempotencyKey }));
    if (!opened) return;
    setSearch({ payOrderNo: opened.payOrderNo }, { replace: true });
    await swipe(opened);
  };

  if (!payOrderNo)
    return canSwipe ? (
      <CollectStart
        form={
          <AmountForm
            label="收款金额"
            submitText="刷卡收款"
            submitting={submitting || swiping}
            onSubmit={(a) => void collect(a)}
          />
        }
      />
    ) : (
      <NoReader />
    );
  // An order already paid or failed (the way back from its result) shows its result again.
  if (order && resultStateOf(order) !== 'processing')
    return <Navigate to={links.result(resultStateOf(order), order.payOrderNo)} replace />;
  return (
    <QueryState
      {...queryStatus(current)}
      isEmpty={current.data !== undefined && !order}
      emptyText="没有这笔订单"
    >
      {order?.payWay === 'qrcode' && inMiniProgram ? (
        <div data-state="ready">
          <MiniProgramPayHandOff
            what={order.purpose === 'happySend' ? '开心送套餐' : '收款'}
            amount={order.amount}
            orderNo={order.payOrderNo}
            onCheck={() => void navigate(links.result('processing', order.payOrderNo), { replace: true })}
          />
        </div>
      ) : order?.payWay === 'qrcode' ? (
        <div data-state="ready">
          <OrderQrPanel order={order} title="扫码支付" notice={QR_INSTEAD} />
        </div>
      ) : order ? (
        <SwipeOrder order={order} swiping={swiping} canSwipe={canSwipe} onSwipe={() => void swipe(order)}>
          {answer ? <SwipeAnswerNote answer={answer} payOrderNo={order.payOrderNo} /> : null}
        </SwipeOrder>
      ) : null}
    </QueryState>
  );
}

interface SwipeOrderProps {
  order: QuickPayment;
  swiping: boolean;
  canSwipe: boolean;
  onSwipe: () => void;
  children?: ReactNode;
}

function SwipeOrder({ order, swiping, canSwipe, onSwipe, children }: SwipeOrderProps) {
  if (!canSwipe) return <NoReader />;
  return (
    <Section className="mh-collect-headline" data-state="ready" aria-labelledby="swipe-title">
      <p id="swipe-title">{order.purpose === 'happySend' ? '刷卡支付开心送套餐' : '刷卡收款'}</p>
      <Money amount={order.amount} className="mh-collect-amount" />
      <p>订单号 {order.payOrderNo}</p>
      <p className="mh-collect-status" aria-live="polite">
        {swiping ? '请在刷卡设备上刷卡或插卡…' : '请让付款方准备银行卡'}
      </p>
      {children}
      <button
        type="button"
        className="mh-button mh-button--primary mh-button--block"
        disabled={swiping}
        onClick={onSwipe}
      >
        {swiping ? '刷卡中…' : children ? '重新刷卡' : '开始刷卡'}
      </button>
    </Section>
  );
}
