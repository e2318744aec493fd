// The bank offers' part of the one RTK Query api. The offers are read-only: 'BankOffers' lets a pull
// to refresh or a retry reload them, nothing here changes them.
import { api } from '../../../lib/api';

export const bankOffersApi = api.enhanceEndpoints({ addTagTypes: ['BankOffers'] });
