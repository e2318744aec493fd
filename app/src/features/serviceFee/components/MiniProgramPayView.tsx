// Paying the fee inside the mini program, whose web-view cannot pay: the order is opened (one per
// idempotency key, so a double tap or a reload finds the same one) and handed to the mini program's
// pay page by its number (MiniProgramPayHandOff, which waits there). The mini program comes back to
// the result route, which reads the order from the server.
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { isShownInline } from '../../../lib/apiError';
import { formatYuan } from '../../../lib/format';
import { MiniProgramPayHandOff } from '../../../components/MiniProgramPay/MiniProgramPayHandOff';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useOpenServiceFeeOrderMutation, useServiceFeePayedInfoQuery } from '../api/serviceFee';
import './serviceFee.css';

export function MiniProgramPayView() {
  const navigate = useNavigate();
  const keyFor = useIdempotencyKey('miniProgram');
  const [openOrder, opened] = useOpenServiceFeeOrderMutation();
  const open = useCallback(() => {
    const body = { channel: 'miniProgram' } as const;
    void openOrder({ ...body, idempotencyKey: keyFor(body) });
  }, [openOrder, keyFor]);
  // A fee already paid (the merchant came back here) is not ordered again: it says so instead.
  const current = useServiceFeePayedInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const due = current.data?.payed === '0';
  useEffect(() => {
    if (due) open();
  }, [due, open]);
  const order = opened.data;
  const openFailure = opened.error && !order ? opened.error : undefined;
  const saidHere = openFailure && isShownInline(openFailure) ? openFailure : undefined;

  return (
    <QueryState
      isLoading={current.isLoading || (due && !order && !opened.error)}
      error={current.error ?? saidHere}
      onRetry={current.error ? () => void current.refetch() : open}
    >
      <div data-state="ready">
        {current.data?.payed === '1' && !order ? (
          <ResultScreen
            status="success"
            title="服务费已缴纳"
            description={`${formatYuan(current.data.amount)}，无需再次支付`}
            primary={{
              text: '查看服务费',
              onClick: () => void navigate(href(paths.help.switchPayDeviceApply)),
            }}
          />
        ) : null}
        {openFailure && !saidHere ? (
          <ResultScreen
            status="info"
            title="订单未创建，未扣款"
            primary={{ text: '重新支付', onClick: open }}
          />
        ) : null}
        {order ? (
          <MiniProgramPayHandOff
            what="服务费"
            amount={order.amount}
            orderNo={order.orderNo}
            onCheck={() =>
              void navigate(href(paths.help.result, {}, { orderNo: order.orderNo }), { replace: true })
            }
          />
        ) : null}
      </div>
    </QueryState>
  );
}
