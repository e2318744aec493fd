// /others/qrcode and /depositQRCode: the merchant types the amount, the server opens a QR-code
// order, the page shows its code and follows it to the result. The order's number stays in the
// address (?payOrderNo=), so a reload or the way back shows the same code instead of a new order.
import { Link, useSearchParams } from 'react-router-dom';
import { href, paths } from '../../../config/paths';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useCollectOrderQuery, useOpenCollectOrderMutation } from '../api/orders';
import { isPayment } from '../lib/flow';
import { AmountForm } from './AmountForm';
import { CollectStart } from './CollectStart';
import { OrderQrPanel } from './OrderQrPanel';
import './collect.css';

const TITLES = { collect: '收款码', deposit: '押金收款码' } as const;

export function CollectQrView({ purpose }: { purpose: 'collect' | 'deposit' }) {
  const [search, setSearch] = useSearchParams();
  const payOrderNo = search.get('payOrderNo');
  const [openOrder] = useOpenCollectOrderMutation();
  const { submit, submitting } = useSubmitOnce('collectQr');
  const current = useCollectOrderQuery(payOrderNo ?? '', { skip: !payOrderNo });
  const order = isPayment(current.data) ? current.data : undefined;

  const create = async (amount: number) => {
    const body = { payWay: 'qrcode', purpose, amount } as const;
    const opened = await submit(body, (idempotencyKey) => openOrder({ body, idempotencyKey }));
    if (opened) setSearch({ payOrderNo: opened.payOrderNo }, { replace: true });
  };

  if (!payOrderNo)
    return (
      <CollectStart
        form={
          <AmountForm
            label={purpose === 'deposit' ? '押金金额' : '收款金额'}
            submitText="生成收款码"
            submitting={submitting}
            onSubmit={(amount) => void create(amount)}
          />
        }
      >
        <Link className="mh-collect-link" to={href(paths.payments.swipeCardPayingPage)}>
          改用刷卡收款
        </Link>
      </CollectStart>
    );
  return (
    <QueryState
      {...queryStatus(current)}
      isEmpty={current.data !== undefined && !order}
      emptyText="没有这笔收款订单"
    >
      {order ? (
        <div data-state="ready">
          <OrderQrPanel order={order} title={TITLES[purpose]} />
          <div className="mh-collect-actions">
            <button
              type="button"
              className="mh-button mh-button--block"
              onClick={() => setSearch({}, { replace: true })}
            >
              重新输入金额
            </button>
          </div>
        </div>
      ) : null}
    </QueryState>
  );
}
