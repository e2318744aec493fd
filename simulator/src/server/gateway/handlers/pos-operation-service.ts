// pos-operation-service, assembled from the areas that serve it: points, the points and partner
// malls, records (savings bill, reconciliation), and the areas still to come (activities,
// members, messages, tasks) with the app-wide configuration.
import { activityHandlers } from './activities/activity';
import { axisHandlers } from './activities/axis';
import { drawHandlers } from './activities/draw';
import { prizeHandlers } from './activities/prizes';
import { bankOfferHandlers } from './bankOffers/bank-offers';
import { memberHandlers } from './members/member';
import { messageHandlers } from './messages/messages';
import { partnerPointsHandlers } from './partnerMall/partner-points';
import { integralHandlers } from './points/integral';
import { noviceGiftHandlers } from './points/novice-gifts';
import { signInHandlers } from './points/sign-in';
import { integralMallHandlers } from './pointsMall/integral-mall';
import { reconciliationHandlers } from './records/reconciliation';
import { wealthBillHandlers } from './records/wealth-bill';
import { appConfigHandlers } from './shared/app-config';
import { taskCenterHandlers } from './tasks/task-center';
import type { ServiceHandlers } from './types';

export const posOperationServiceHandlers: ServiceHandlers<'pos-operation-service'> = {
  ...integralHandlers,
  ...signInHandlers,
  ...noviceGiftHandlers,
  ...integralMallHandlers,
  ...partnerPointsHandlers,
  ...wealthBillHandlers,
  ...reconciliationHandlers,
  ...activityHandlers,
  ...axisHandlers,
  ...drawHandlers,
  ...prizeHandlers,
  ...memberHandlers,
  ...messageHandlers,
  ...taskCenterHandlers,
  ...appConfigHandlers,
  ...bankOfferHandlers,
};
