// A delivery address in words, for the prizes won: the recipient masked, the address on one line.
import { formatAddress, maskMobile } from '@merchant-h5/sdk';
import type { DeliveryAddress } from '@merchant-h5/sdk';

/** '上海市 黄浦区 南京东路 100 号' (the contract calls the district `area`). */
export function addressText(a: DeliveryAddress): string {
  return formatAddress({ province: a.province, city: a.city, district: a.area }, a.detail);
}

/** '张三 138****8000' */
export const recipientText = (a: DeliveryAddress) => `${a.name} ${maskMobile(a.phone)}`;
