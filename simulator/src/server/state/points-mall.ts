// The points mall's state (app/src/features/pointsMall; handlers/pointsMall/): its goods, the
// orders exchanged for points and the delivery addresses. Stored as the SDK answers them.
import type { Commodity, DeliveryAddress, IntegralOrder } from '@merchant-h5/sdk';

export type { Commodity, DeliveryAddress, IntegralOrder } from '@merchant-h5/sdk';

export interface PointsMallState {
  commodities: Commodity[];
  integralOrders: IntegralOrder[];
  addresses: DeliveryAddress[];
}
