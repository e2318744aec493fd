import { ACCEPT_JSON_OR_TEXT, PLATFORM_MINI_PROGRAM, PRODUCT_TYPE } from './constants';
import { sealIfPresent } from './seal-if-present';
import type { HeaderStrategy, MiniProgramQuery } from './types';

/**
 * Headers inside the mini-program web-view, from the page query. TOKEN is the query token sealed
 * and URL-encoded, or '' when absent.
 *
 * @example
 * ```ts
 * const q = Object.fromEntries(new URLSearchParams(location.search));
 * const strategy = miniProgramHeaders(q);
 * ```
 */
export function miniProgramHeaders(query: MiniProgramQuery): HeaderStrategy {
  return {
    context: 'miniProgram',
    headers(encrypt) {
      return {
        APP_VERSIONS: query.appVersion ?? '',
        OSVERSION: query.phoneVersion ?? '',
        PLATFORM: query.phoneModle ?? '',
        'PLATFORM-USER-ID': query.wechatId ?? '',
        TOKEN: sealIfPresent(query.token, encrypt),
        Accept: ACCEPT_JSON_OR_TEXT,
        'PHONE-PLATFORM': query.phonePlatform || PLATFORM_MINI_PROGRAM,
        'APP-PRODUCT-TYPE': query.appProDuctType || PRODUCT_TYPE,
      };
    },
  };
}
