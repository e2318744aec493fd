// The refund of a paid fee: none yet (apply, once: a second tap or a retry carries the same key),
// or where the refund applied for stands.
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { errorMessage } from '../../../components/QueryState/errorMessage';
import { Section } from '../../../components/Section/Section';
import { isShownInline } from '../../../lib/apiError';
import { formatYuan } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import {
  REFUND_REASON,
  useRefundServiceFeeMutation,
  useServiceFeeCurrentRefundQuery,
} from '../api/serviceFee';
import { FeeFacts } from './FeeFacts';

export function RefundPanel() {
  const current = useServiceFeeCurrentRefundQuery();
  const [refund, applying] = useRefundServiceFeeMutation();
  const keyFor = useIdempotencyKey('refund');
  const data = current.data;
  return (
    <Section title="服务费退款">
      <QueryState {...queryStatus(current)} skeletonLines={2}>
        {data && data.status !== 'none' ? (
          <FeeFacts
            facts={[
              { label: '退款状态', value: <span className="mh-fee-status">{data.statusName}</span> },
              { label: '退款金额', value: formatYuan(data.amount) },
              { label: '申请时间', value: data.submitTime },
              { label: '退款单号', value: data.refundNo },
            ]}
          />
        ) : (
          <>
            <p>{data?.statusName ?? '无退款申请'}：交易达标后可申请返还服务费。</p>
            {isShownInline(applying.error) ? (
              <p className="mh-fee-notice" role="alert">
                {errorMessage(applying.error)}
              </p>
            ) : null}
            <button
              type="button"
              className="mh-button mh-button--block"
              disabled={applying.isLoading}
              onClick={() => void refund({ idempotencyKey: keyFor({ reason: REFUND_REASON }) })}
            >
              {applying.isLoading ? '提交中…' : '申请退款'}
            </button>
          </>
        )}
      </QueryState>
    </Section>
  );
}
