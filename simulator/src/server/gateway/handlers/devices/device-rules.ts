// What a terminal application is checked against: the district's service coverage and the
// catalogue's terminal types.
import type { DeviceType } from '@merchant-h5/sdk';
import { loadCatalog } from '../../../state/catalog';
import { BusinessRuleError, CODES, badParam } from '../../errors';

/** Xinjiang (65…) has no service provider in the simulator: the "not covered" case. */
export function coverage(areaCode: string) {
  return {
    areaCode,
    serviceable: !areaCode.startsWith('65'),
    serviceProvider: '上海星链服务商',
    servicePhone: '4008000000',
  };
}

export function checkCoverage(areaCode: string): void {
  if (!coverage(areaCode).serviceable)
    throw new BusinessRuleError(CODES.wrongState.code, '该地区暂未开通装机服务');
}

export function deviceTypeOf(fixturesDir: string, asked: string | undefined): DeviceType {
  const types = loadCatalog(fixturesDir).deviceTypes;
  const type = asked ? types.find((t) => t.deviceType === asked) : types[0];
  if (!type) throw badParam(`未知的 deviceType ${asked ?? ''}`);
  return type;
}
