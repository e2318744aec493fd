import { ACCEPT_JSON_OR_TEXT, PLATFORM_OFFICIAL_ACCOUNT, PRODUCT_TYPE } from './constants';
import type { HeaderStrategy } from './types';

/**
 * Headers on the official-account page (WeChat browser). No TOKEN: that page is identified by
 * its cookie.
 *
 * @example
 * ```ts
 * createGateway({ ...options, headerStrategy: officialAccountHeaders() });
 * ```
 */
export function officialAccountHeaders(): HeaderStrategy {
  return {
    context: 'officialAccount',
    headers() {
      return {
        Accept: ACCEPT_JSON_OR_TEXT,
        'PHONE-PLATFORM': PLATFORM_OFFICIAL_ACCOUNT,
        'APP-PRODUCT-TYPE': PRODUCT_TYPE,
      };
    },
  };
}
