// /private/coupon: the merchant's coupons by tab (未使用 / 已使用 / 已过期, kept in the address), the
// soonest-ending first as the server sorts them; each tab's empty state leads to the exchange code.
import type { WalletCouponStatus } from '@merchant-h5/sdk';
import { Link } from 'react-router-dom';
import { ChipGroup } from '../../../components/ChipGroup/ChipGroup';
import { QueryState } from '../../../components/QueryState/QueryState';
import { queryStatus } from '../../../components/QueryState/queryStatus';
import { Section } from '../../../components/Section/Section';
import { href, paths } from '../../../config/paths';
import { useSearchValues } from '../../../lib/useSearchValues';
import { useMyCouponsQuery } from '../api/wallet';
import { WALLET_TABS, tabOf } from '../lib/walletTabs';
import { CouponCard } from './CouponCard';
import './coupons.css';

const EMPTY: Record<WalletCouponStatus, string> = {
  unused: '暂无未使用的券',
  used: '暂无已使用的券',
  expired: '暂无已过期的券',
};

function EmptyWays() {
  return (
    <>
      有兑换码？
      <Link className="mh-button mh-button--link" to={href(paths.tasks.exchangeCode)}>
        去兑换
      </Link>
      <br />
      也可以
      <Link className="mh-button mh-button--link" to={href(paths.tasks.couponMall)}>
        去券商城购买
      </Link>
    </>
  );
}

export function WalletView() {
  const [{ status }, update] = useSearchValues(['status']);
  const tab = tabOf(status);
  const wallet = useMyCouponsQuery(tab);
  // The tab's own answer: another tab's list never shows under this one while it loads.
  const list = wallet.currentData?.list ?? [];
  const counts = wallet.data?.counts;
  const loading = wallet.isLoading || (wallet.isFetching && !wallet.currentData);
  const chips = WALLET_TABS.map((t) => ({
    value: t.value,
    label: counts ? `${t.label}(${counts[t.value]})` : t.label,
  }));
  return (
    <>
      <Section
        aria-label="券的状态"
        action={
          <>
            <Link className="mh-button mh-button--link" to={href(paths.tasks.couponMall)}>
              券商城
            </Link>
            <Link className="mh-button mh-button--link" to={href(paths.tasks.couponBuyHistory)}>
              购买记录
            </Link>
            <Link className="mh-button mh-button--link" to={href(paths.tasks.exchangeCode)}>
              兑换码兑换
            </Link>
          </>
        }
      >
        <ChipGroup
          label="券的状态"
          layout="fill"
          chips={chips}
          value={tab}
          onChange={(value) => update({ status: value === 'unused' ? '' : value })}
        />
      </Section>
      <QueryState
        {...queryStatus(wallet)}
        isLoading={loading}
        isEmpty={list.length === 0}
        emptyText={EMPTY[tab]}
        emptyDescription={<EmptyWays />}
      >
        <ul
          className="mh-coupons"
          aria-label={WALLET_TABS.find((t) => t.value === tab)!.label}
          data-state="ready"
        >
          {list.map((c) => (
            <CouponCard key={c.walletId} coupon={c} />
          ))}
        </ul>
      </QueryState>
    </>
  );
}
