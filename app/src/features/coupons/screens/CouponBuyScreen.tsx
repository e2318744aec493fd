import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { CouponBuyView } from '../components/CouponBuyView';

export default function CouponBuyScreen() {
  return (
    <Screen pattern={paths.tasks.couponBuy} title="购买卡券">
      <CouponBuyView />
    </Screen>
  );
}
