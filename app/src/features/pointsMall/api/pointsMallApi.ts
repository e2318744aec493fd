// The points mall's part of the one RTK Query api: the cache tags the three points areas share, so an
// exchange here refreshes the balance, bill and orders shown by the others ('Points' balance and bill,
// 'PointsOrder' orders, 'DeliveryAddress' addresses, 'Commodity' stock).
import { api } from '../../../lib/api';

export const pointsMallApi = api.enhanceEndpoints({
  addTagTypes: ['Points', 'PointsOrder', 'DeliveryAddress', 'Commodity'],
});
