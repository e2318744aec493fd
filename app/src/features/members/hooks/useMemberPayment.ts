// Paying a membership plan through the host's wallet (lib/pay/useWalletPayment): the order is opened by
// the server for the plan's years, paid in the wallet (channel alipay) or on the mini program's pay
// page, and followed on /buy/members. One idempotency key per plan: a double tap, a retry after a
// cancel and a reload after a lost answer pay one order.
import { useMemo } from 'react';
import type { MemberPlan } from '@merchant-h5/sdk';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';
import { useWalletPayment } from '../../../lib/pay/useWalletPayment';
import type { WalletPayment } from '../../../lib/pay/useWalletPayment';
import { useOpenMemberOrderMutation } from '../api/memberOrder';

/** @example const payment = useMemberPayment(); void payment.pay(plan); */
export function useMemberPayment(): WalletPayment<MemberPlan> {
  const [openOrder] = useOpenMemberOrderMutation();
  const options = useMemo(
    () => ({
      scope: 'memberPay',
      openOrder: async (plan: MemberPlan, idempotencyKey: string) => {
        const order = await openOrder({ body: { years: plan.years }, idempotencyKey }).unwrap();
        return { orderNo: order.orderNo, orderInfo: order.orderString };
      },
      channel: () => 'alipay' as const,
      keyBody: (plan: MemberPlan) => ({ years: plan.years }),
      resultHref: (orderNo: string, outcome: 'paid' | 'pending') =>
        href(paths.members.buyMembers, {}, { orderNo, outcome }),
    }),
    [openOrder],
  );
  return useWalletPayment(options);
}
