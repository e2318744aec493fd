// pos-pay-service, assembled from the areas that serve it: records (withdrawals), devices,
// serviceFee, cards, collect (quick pay) and help (abnormal trades).
import { cardBindHandlers } from './cards/card-bind';
import { quickPayHandlers } from './collect/quick-pay';
import { deviceHandlers } from './devices/devices';
import { onlineApplyHandlers } from './devices/online-apply';
import { setMealHandlers } from './devices/set-meal';
import { abnormalHandlers } from './help/abnormal';
import { withdrawalHandlers } from './records/withdrawals';
import { serviceFeeHandlers } from './serviceFee/service-fee';
import type { ServiceHandlers } from './types';

export const posPayServiceHandlers: ServiceHandlers<'pos-pay-service'> = {
  ...withdrawalHandlers,
  ...deviceHandlers,
  ...onlineApplyHandlers,
  ...serviceFeeHandlers,
  ...cardBindHandlers,
  ...quickPayHandlers,
  ...abnormalHandlers,
  ...setMealHandlers,
};
