// pos-pay-service: withdrawals, devices, service fee, quick pay, online applications, abnormal trades, fee plans.
import type { ServiceHandlers } from './types';
import { abnormalHandlers } from './pos-pay/abnormal';
import { deviceHandlers } from './pos-pay/devices';
import { onlineApplyHandlers } from './pos-pay/online-apply';
import { cardBindHandlers } from './pos-pay/card-bind';
import { quickPayHandlers } from './pos-pay/quick-pay';
import { withdrawalHandlers } from './pos-pay/records';
import { serviceFeeHandlers } from './pos-pay/service-fee';
import { setMealHandlers } from './pos-pay/set-meal';

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
