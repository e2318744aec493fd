import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { area } from './routes';

const MINE = [
  paths.help.applyInstallPage,
  paths.help.applySucessPage,
  paths.help.applyProgress,
  paths.help.replaceDevice,
  paths.help.replaceDeviceApply,
  paths.help.bigMacReplaceDevice,
  paths.help.bigMacResult,
  paths.other.deviceApply,
  paths.other.deviceExchange,
  paths.other.deviceExchangeResult,
];

describe('the devices area', () => {
  it('registers each card-machine pattern once, each with a lazily loaded screen', async () => {
    expect(area.routes.map((r) => r.pattern).sort()).toEqual([...MINE].sort());
    for (const route of area.routes) {
      const screen = await route.lazy();
      expect(typeof screen.default, route.pattern).toBe('function');
    }
  });
});
