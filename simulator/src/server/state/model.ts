// The merchant state one session works on, composed of one slice per area: each slice is declared
// in state/<area>.ts, named as the app's feature area whose handlers (gateway/handlers/<area>/) read
// and write it. Field names that reach the wire keep the product's spelling (docs/product.md §3);
// what is answered as stored uses the SDK's types (sdk/src/endpoints/*.types.ts).
import type { ActivitiesState } from './activities';
import type { CardsState } from './cards';
import type { CertificationState } from './certification';
import type { CollectState } from './collect';
import type { CouponsState } from './coupons';
import type { CreditCardState } from './credit-card';
import type { DevicesState } from './devices';
import type { HelpState } from './help';
import type { MembersState } from './members';
import type { MessagesState } from './messages';
import type { OfficialAccountState } from './official-account';
import type { PartnerMallState } from './partner-mall';
import type { PointsState } from './points';
import type { PointsMallState } from './points-mall';
import type { RecordsState } from './records';
import type { ServiceFeeState } from './service-fee';
import type { SharedState } from './shared';
import type { TasksState } from './tasks';

export type * from './activities';
export type * from './cards';
export type * from './certification';
export type * from './collect';
export type * from './coupons';
export type * from './credit-card';
export type * from './devices';
export type * from './help';
export type * from './members';
export type * from './messages';
export type * from './official-account';
export type * from './partner-mall';
export type * from './points';
export type * from './points-mall';
export type * from './records';
export type * from './service-fee';
export type * from './shared';
export type * from './tasks';

export interface MerchantState
  extends
    SharedState,
    CertificationState,
    CardsState,
    RecordsState,
    CollectState,
    PointsState,
    PointsMallState,
    PartnerMallState,
    DevicesState,
    HelpState,
    ServiceFeeState,
    ActivitiesState,
    MembersState,
    MessagesState,
    TasksState,
    CouponsState,
    CreditCardState,
    OfficialAccountState {}
