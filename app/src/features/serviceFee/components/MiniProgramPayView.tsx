// Paying the fee inside the mini program, whose web-view cannot pay: the order is opened (one per
// idempotency key, so a double tap or a reload finds the same one) and handed to the mini program's
// pay page by its number (MiniProgramPayHandOff, which waits there). The mini program comes back to
// the result route, which reads the order from the server.
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { MiniProgramPayHandOff } from '../../../components/MiniProgramPay/MiniProgramPayHandOff';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useDueFeeOrder } from '../hooks/useDueFeeOrder';
import { FeeAlreadyPaid } from './FeeAlreadyPaid';
import './serviceFee.css';

export function MiniProgramPayView() {
  const navigate = useNavigate();
  const { current, order, open, openFailure, saidHere, due, opened } = useDueFeeOrder('miniProgram');

  return (
    <QueryState
      isLoading={current.isLoading || (due && !order && !opened.error)}
      error={current.error ?? saidHere}
      onRetry={current.error ? () => void current.refetch() : open}
    >
      <div data-state="ready">
        {current.data?.payed === '1' && !order ? <FeeAlreadyPaid amount={current.data.amount} /> : null}
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
