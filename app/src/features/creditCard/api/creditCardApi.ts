// The virtual credit card's part of the one RTK Query api: 'CardReservation', the merchant's
// reservation, which reserving invalidates.
import { api } from '../../../lib/api';

export const creditCardApi = api.enhanceEndpoints({ addTagTypes: ['CardReservation'] });
