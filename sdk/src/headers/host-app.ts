import { PLATFORM_H5, PRODUCT_TYPE } from './constants';
import { sealIfPresent } from './seal-if-present';
import type { DeviceInfo, HeaderStrategy } from './types';

/**
 * Headers inside the provider's own app, from the host's device info. Pass a function to read it
 * per request (e.g. from the bridge, so a fresh TOKEN after login is picked up); memoise it on
 * your side if the host is slow.
 *
 * @example
 * ```ts
 * const strategy = hostAppHeaders(() => nativeApi.getBaseRequestParams());
 * ```
 */
export function hostAppHeaders(deviceInfo: DeviceInfo | (() => Promise<DeviceInfo>)): HeaderStrategy {
  return {
    context: 'hostApp',
    async headers(encrypt) {
      const info = typeof deviceInfo === 'function' ? await deviceInfo() : deviceInfo;
      return {
        'DEVICE-VERIFY': sealIfPresent(info.PHONE_IMEI, encrypt),
        'PHONE-FIRM': info.PHONE_FIRM ?? '',
        'PHONE-MODLE': info.PHONE_MODLE ?? '',
        'PHONE-PLATFORM': PLATFORM_H5,
        'PHONE-VERSION': info.PHONE_VERSIONS ?? '',
        'PHONE-LANGUAGE': info.PHONE_LANGUAGE ?? '',
        'PHONE-NETWORK': info.PHONE_NETWORK ?? '',
        'APP-VERSION': info.APP_VERSIONS ?? '',
        ROOTED: info.ROOTED ?? '',
        'APP-TYPE': info['APP-TYPE'] ?? '',
        TOKEN: sealIfPresent(info.TOKEN_ID, encrypt),
        'APP-PRODUCT-TYPE': PRODUCT_TYPE,
      };
    },
  };
}
