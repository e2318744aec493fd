// What a pay screen says instead of ordering again when the fee is already paid.
import { useNavigate } from 'react-router-dom';
import type { EndpointResponse } from '@merchant-h5/sdk';
import { ResultScreen } from '../../../components/ResultScreen/ResultScreen';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { formatYuan } from '../../../lib/format';

/** @example {current.data?.payed === '1' ? <FeeAlreadyPaid amount={current.data.amount} /> : null} */
export function FeeAlreadyPaid({
  amount,
}: {
  amount: EndpointResponse<'deviceServiceFeePayedInfo'>['amount'];
}) {
  const navigate = useNavigate();
  return (
    <ResultScreen
      status="success"
      title="服务费已缴纳"
      description={`${formatYuan(amount)}，无需再次支付`}
      primary={{ text: '查看服务费', onClick: () => void navigate(href(paths.help.switchPayDeviceApply)) }}
    />
  );
}
