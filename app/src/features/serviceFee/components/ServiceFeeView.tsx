// The service fee of the merchant's payment device (/help/SwitchPayDeviceApply): what blocks paying
// (if anything) and the way to fix it, the amount, what it covers and who gives it back, then paying
// it — or, once paid, the payment and its refund.
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { Money } from '../../../components/Money';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import {
  useEposStatusQuery,
  useServiceFeeActivitiesQuery,
  useServiceFeeChannelsQuery,
  useServiceFeeDescriptionQuery,
  useServiceFeeOrderControlQuery,
  useServiceFeePayedInfoQuery,
} from '../api/serviceFee';
import { FeeCoverage } from './FeeCoverage';
import { FeeFacts } from './FeeFacts';
import { CopyableText } from '../../../components/CopyableText/CopyableText';
import { LoadFailedLine } from './LoadFailedLine';
import { OrderBlockedNotice } from './OrderBlockedNotice';
import { PayPanel } from './PayPanel';
import { RefundPanel } from './RefundPanel';
import './serviceFee.css';

export function ServiceFeeView() {
  // Asked again on every visit: the merchant comes back here from a payment or a refund.
  const payed = useServiceFeePayedInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const description = useServiceFeeDescriptionQuery();
  const channels = useServiceFeeChannelsQuery();
  const control = useServiceFeeOrderControlQuery();
  const activities = useServiceFeeActivitiesQuery();
  const epos = useEposStatusQuery();
  const fee = payed.data;
  const paid = fee?.payed === '1';
  // What blocks paying comes first, before the amount it blocks.
  const blocked = !paid && control.data?.canOrder === '0';
  return (
    <QueryState
      // The pre-order check is part of the screen: without it, paying could not be refused.
      {...queryStatus(payed, description, channels, control)}
      // One 重试 asks again for everything that failed (a fault usually hits all of them).
      onRetry={() => [payed, description, channels, control].forEach((q) => q.error && void q.refetch())}
      isEmpty={!fee}
    >
      {fee ? (
        <>
          {blocked && control.data ? <OrderBlockedNotice control={control.data} /> : null}
          <Section className="mh-fee-headline" aria-labelledby="fee-title" data-state="ready">
            <p id="fee-title">{paid ? '服务费已缴纳' : '应缴服务费'}</p>
            <Money amount={fee.amount} className="mh-fee-amount" />
            {paid ? (
              <FeeFacts
                facts={[
                  { label: '支付时间', value: fee.payTime },
                  { label: '订单号', value: <CopyableText text={fee.orderNo} label="订单号" /> },
                ]}
              />
            ) : null}
          </Section>
          <FeeCoverage description={description.data} activities={activities.data} epos={epos.data} />
          {activities.error ? (
            <LoadFailedLine what="返还活动" onRetry={() => void activities.refetch()} />
          ) : null}
          {epos.error ? <LoadFailedLine what="设备状态" onRetry={() => void epos.refetch()} /> : null}
          {paid ? (
            <>
              <RefundPanel />
              <Section>
                <Link className="mh-fee-link" to={href(paths.other.phonePosIndex)}>
                  开通手机 POS 收款 ›
                </Link>
              </Section>
            </>
          ) : (
            <PayPanel due={fee} channels={channels.data?.list ?? []} control={control.data} />
          )}
        </>
      ) : null}
    </QueryState>
  );
}
