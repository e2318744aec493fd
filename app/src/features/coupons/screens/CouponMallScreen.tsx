import { Screen } from '../../../components/Screen';
import { paths } from '../../../config/paths';
import { CouponMallView } from '../components/CouponMallView';

export default function CouponMallScreen() {
  return (
    <Screen pattern={paths.tasks.couponMall} title="券商城">
      <CouponMallView />
    </Screen>
  );
}
