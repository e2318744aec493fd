import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { area } from './routes';

// The device and service-fee screens under /help/ belong to their own areas.
const OWN = [
  paths.help.index,
  paths.help.speed,
  paths.help.questionListPage,
  paths.help.questionListTitlePage,
  paths.help.handleExceptionPage,
  paths.help.payExceptionPage,
  paths.help.payExceptionProgressPage,
];

describe('help routes', () => {
  it('registers each help-centre and abnormal-trade pattern once, each with a lazily loaded screen', async () => {
    expect(area.routes.map((r) => r.pattern).sort()).toEqual([...OWN].sort());
    for (const route of area.routes) {
      const screen = await route.lazy();
      expect(typeof screen.default, route.pattern).toBe('function');
    }
  });
});
