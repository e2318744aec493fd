// Paying inside the mini program, whose web-view cannot pay: the order is handed to the mini
// program's pay page by its number, at once when the merchant's pay tap opened this page (else on
// 去小程序支付: a deep link or a way back does not leave by itself), and this page stays open under
// the mini program. It says so and offers to ask the server how the order stands or to hand it over again;
// the mini program itself comes back to the result route, which asks the server too.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { formatYuan } from '../../lib/format';
import { arrivedByPayTap, useMiniProgramPay } from '../../lib/host/useMiniProgramPay';
import { ResultScreen } from '../ResultScreen/ResultScreen';

export const HANDED_OFF_TITLE = '已转到小程序支付…';
export const READY_TITLE = '订单已生成，请在小程序中支付';

export interface MiniProgramPayHandOffProps {
  /** What is paid for, as the merchant reads it (服务费, 开心送套餐). */
  what: string;
  amount: number;
  orderNo: string;
  /** Where the order's state is asked of the server (the flow's result route). */
  onCheck: () => void;
}

/**
 * @example
 * <MiniProgramPayHandOff what="服务费" amount={99} orderNo="SF202611290001"
 *   onCheck={() => navigate(resultHref)} />
 */
export function MiniProgramPayHandOff({ what, amount, orderNo, onCheck }: MiniProgramPayHandOffProps) {
  const handOff = useMiniProgramPay();
  const tapped = arrivedByPayTap(useLocation().state);
  const handedOff = useRef<string | null>(null);
  useEffect(() => {
    if (!handOff || !tapped || handedOff.current === orderNo) return;
    handedOff.current = orderNo;
    void handOff(orderNo);
  }, [handOff, tapped, orderNo]);
  const description = `${what} ${formatYuan(amount)}，订单号 ${orderNo}。请在小程序中完成支付，完成后自动返回查看结果`;
  if (!tapped && handOff)
    return (
      <ResultScreen
        status="waiting"
        title={READY_TITLE}
        description={description}
        primary={{ text: '去小程序支付', onClick: () => void handOff(orderNo) }}
        secondary={{ text: '查看支付结果', onClick: onCheck }}
      />
    );
  return (
    <ResultScreen
      status="waiting"
      title={HANDED_OFF_TITLE}
      description={description}
      primary={{ text: '查看支付结果', onClick: onCheck }}
      secondary={handOff ? { text: '重新打开小程序支付', onClick: () => void handOff(orderNo) } : undefined}
    />
  );
}
